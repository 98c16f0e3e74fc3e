// Texts of the draft store's notices (another tab saved, a damaged draft kept aside, a draft too large), in en
// and zh-CN.
import { defineMessages } from '../../i18n/define';

export const draftsMessages = defineMessages(
  {
    'drafts.conflict':
      'Another tab or window saved this draft {time, select, none {} other {at {time} }}while you worked here. Nothing is saved from here until you choose.',
    'drafts.conflict.keepMine': 'Keep mine (replace theirs)',
    'drafts.conflict.loadTheirs': 'Load theirs (replaces what is on this screen)',
    'drafts.damaged':
      'The saved draft of this screen could not be read ({reason, select, json {not valid JSON} shape {not a draft file} other {it does not fit this screen}}). It was kept aside as {file} in the profile’s drafts folder; this screen starts without it.',
    'drafts.damaged.dismiss': 'Dismiss',
    'drafts.tooLarge':
      'This draft is too large to keep ({size} MB, at most {limit} MB): what you change now is not saved. Remove rows to save again.',
    'drafts.notLoaded': 'The saved draft of this screen arrived after you had started typing: what you typed was kept, and the parts of the saved draft you had changed were not loaded.',
    'drafts.notLoaded.load': 'Load the saved draft instead (replaces what you typed)',
    'drafts.notLoaded.keep': 'Keep what I typed',
  },
  {
    'drafts.conflict': '在你编辑期间，另一个标签页或窗口{time, select, none {} other {于 {time} }}保存了这份草稿。在你选择之前，此处的修改不会保存。',
    'drafts.conflict.keepMine': '保留我的（覆盖对方的）',
    'drafts.conflict.loadTheirs': '载入对方的（替换本页面内容）',
    'drafts.damaged':
      '本页面保存的草稿无法读取（{reason, select, json {不是有效的 JSON} shape {不是草稿文件} other {与本页面不符}}）。它已另存为配置草稿文件夹中的 {file}，本页面将不带该草稿打开。',
    'drafts.damaged.dismiss': '知道了',
    'drafts.tooLarge': '这份草稿过大，无法保存（{size} MB，上限 {limit} MB）：此后的修改不会保存。请删除部分行后再保存。',
    'drafts.notLoaded': '本页面保存的草稿在您开始输入之后才载入：已保留您输入的内容，保存的草稿中您改动过的部分未载入。',
    'drafts.notLoaded.load': '改为载入保存的草稿（替换您输入的内容）',
    'drafts.notLoaded.keep': '保留我输入的内容',
  },
);
