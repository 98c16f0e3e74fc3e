// Texts of the draft store's notices (another tab saved, a damaged draft kept aside, a draft too large), in en
// and zh-CN.
import { defineMessages } from '../../i18n/define';

export const draftMessages = defineMessages(
  {
    'drafts.conflict':
      'Another tab or window saved this draft {time, select, none {} other {at {time} }}while you worked here. Nothing is saved from here until you choose.',
    'drafts.conflict.keepMine': 'Keep mine (replace theirs)',
    'drafts.conflict.loadTheirs': 'Load theirs (replaces what is on this screen)',
    'drafts.damaged':
      'The saved draft of this screen could not be read ({reason, select, json {not valid JSON} shape {not a draft file} other {it does not fit this screen}}). It was kept aside as {file} in the profile’s drafts folder; this screen starts without it.',
    'drafts.damaged.dismiss': 'Dismiss',
    'drafts.tooLarge':
      'This draft is too large to keep ({size} MB, at most {limit} MB): what you change now is not saved. Send or remove rows to save again.',
  },
  {
    'drafts.conflict': '在你编辑期间，另一个标签页或窗口{time, select, none {} other {于 {time} }}保存了这份草稿。在你选择之前，此处的修改不会保存。',
    'drafts.conflict.keepMine': '保留我的（覆盖对方的）',
    'drafts.conflict.loadTheirs': '载入对方的（替换本页面内容）',
    'drafts.damaged':
      '本页面保存的草稿无法读取（{reason, select, json {不是有效的 JSON} shape {不是草稿文件} other {与本页面不符}}）。它已另存为配置草稿文件夹中的 {file}，本页面将不带该草稿打开。',
    'drafts.damaged.dismiss': '知道了',
    'drafts.tooLarge': '这份草稿过大，无法保存（{size} MB，上限 {limit} MB）：此后的修改不会保存。请发送或删除部分行后再保存。',
  },
);
