// Texts of every error a call may end in, keyed the way the main process names them:
//   errors.vendor.<code>  the vendor's codes (shared/errors/codes.ts holds both languages);
//   errors.core.<CODE>    Opsdesk's own call errors (shared/errors/local-messages.ts; `messageKey` core.<CODE>);
//   errors.bridge.<CODE>  the bridge's own refusals (shared/ipc/common.ts BRIDGE_ERROR_CODES, plus TRANSPORT).
import { ERROR_CODES } from '../../../shared/errors/codes';
import { LOCAL_CODES, LOCAL_MESSAGES, type LocalCode } from '../../../shared/errors/local-messages';
import { TEAM_MESSAGES, TEAM_PROBLEM_CODES, type TeamProblemCode } from '../../../shared/errors/team-messages';
import { BRIDGE_ERROR_CODES } from '../../../shared/ipc/common';
import type { FeatureMessages } from './define';

/** Opsdesk's own call errors: the table the core answers from (shared/errors/local-messages.ts). */
export const CORE_ERROR_CODES = LOCAL_CODES;
type CoreCode = LocalCode;

/** The renderer's own refusals: the browser bridge's (host away, a replaced session) and a send not recorded first. */
export const RENDERER_ERROR_CODES = ['TRANSPORT', 'SEND_NOT_RECORDED', 'HOST_AWAY', 'STALE_SESSION'] as const;
/** Every code the bridge answers with itself: the contract's and the renderer's own. */
export const BRIDGE_CODES: ReadonlySet<string> = new Set<string>([...BRIDGE_ERROR_CODES, ...RENDERER_ERROR_CODES]);

const bridge: Record<(typeof BRIDGE_ERROR_CODES)[number] | (typeof RENDERER_ERROR_CODES)[number], [en: string, zh: string]> = {
  INVALID_INPUT: ['Some fields are not valid; nothing was sent.', '部分字段不合法，未发送。'],
  UNKNOWN_METHOD: ['Opsdesk asked its main process for something it does not know. Please report this.', 'Opsdesk 内部调用了未知方法，请反馈。'],
  FORBIDDEN: ['This page is not allowed to talk to Opsdesk. Open it from the address Opsdesk printed.', '此页面无权访问 Opsdesk，请使用 Opsdesk 输出的地址打开。'],
  BAD_JSON: ['The request could not be read. Please report this.', '请求无法解析，请反馈。'],
  PAYLOAD_TOO_LARGE: ['That is too much data for one call; split it into smaller parts.', '单次提交的数据过多，请分批提交。'],
  NOT_FOUND: ['It no longer exists (profile, job or draft).', '对象已不存在（配置、任务或草稿）。'],
  DRAFT_STALE: ['Another tab or window saved this draft meanwhile.', '另一个标签页或窗口已在此期间保存了这份草稿。'],
  DRAFT_PATCH_MISMATCH: ['The draft on disk is not the one this screen last saved; it is saved whole.', '磁盘上的草稿与本页面上次保存的不同，将完整保存。'],
  ALREADY_SENT: [
    'Nothing was sent: some of these items are on their way, or were already applied (or may have been) with these values.',
    '未发送：其中部分项目正在发送中，或已用相同的值生效（或可能已生效）。',
  ],
  CONFLICT: ['That does not fit what Opsdesk is doing right now.', '与当前状态冲突，无法执行。'],
  UNAVAILABLE: ['That is not available right now.', '当前不可用。'],
  INTERNAL: ['Something went wrong inside Opsdesk; its log has the details.', 'Opsdesk 内部出错，详情见日志。'],
  TRANSPORT: ['The Opsdesk host answered something that is not Opsdesk\u2019s. Is another program on its port?', 'Opsdesk 主程序的端口返回了不属于 Opsdesk 的应答。是否有其他程序占用了该端口？'],
  // The browser bridge's own (renderer/src/bridge/http-bridge.ts): the host is away, or refuses this tab's session.
  HOST_AWAY: ['Opsdesk is not answering, so this was not done. Start Opsdesk again, then open the address it prints.', 'Opsdesk 没有响应，因此未执行。请重新启动 Opsdesk，然后打开它输出的地址。'],
  STALE_SESSION: ['This tab holds the session of an earlier start of Opsdesk, so this was not done. Open the address Opsdesk printed in this tab.', '此标签页持有的是 Opsdesk 上一次启动的会话，因此未执行。请在此标签页打开 Opsdesk 输出的地址。'],
  // The renderer's own: a send is recorded in the screen's draft before it starts (components/job/job-start.ts).
  SEND_NOT_RECORDED: [
    'Nothing was sent: the draft could not record the send first (see the draft notice: another tab, too large, or not saved). Send again once it saves.',
    '未发送：草稿未能先记录本次发送（见草稿提示：另一个标签页、内容过大或保存失败）。草稿可保存后请重新发送。',
  ],
};

export type ErrorMessageId =
  | `errors.vendor.${string}`
  | `errors.core.${CoreCode}`
  | `errors.team.${TeamProblemCode}`
  | `errors.bridge.${string}`
  | 'errors.vendor.unknown'
  | 'errors.title'
  | 'errors.vendorSaid'
  | 'errors.translation'
  | 'errors.fieldIssues'
  | 'errors.requestId'
  | 'errors.mainSaid';

function table(pick: 0 | 1): Record<ErrorMessageId, string> {
  const out: Record<string, string> = {};
  for (const info of ERROR_CODES.values()) out[`errors.vendor.${info.code}`] = pick === 0 ? info.en : info.zh;
  for (const code of LOCAL_CODES) out[`errors.core.${code}`] = pick === 0 ? LOCAL_MESSAGES[code].en : LOCAL_MESSAGES[code].zh;
  for (const code of TEAM_PROBLEM_CODES) out[`errors.team.${code}`] = pick === 0 ? TEAM_MESSAGES[code].en : TEAM_MESSAGES[code].zh;
  for (const [code, texts] of Object.entries(bridge)) out[`errors.bridge.${code}`] = texts[pick];
  Object.assign(
    out,
    pick === 0
      ? {
          'errors.vendor.unknown': 'The service answered code {code}.',
          'errors.title': 'Error {code}',
          'errors.vendorSaid': 'The service said:',
          'errors.translation': 'Meaning:',
          'errors.fieldIssues': 'Fields to fix:',
          'errors.requestId': 'request {id}',
          'errors.mainSaid': 'Details:',
        }
      : {
          'errors.vendor.unknown': '服务返回错误码 {code}。',
          'errors.title': '错误 {code}',
          'errors.vendorSaid': '服务原文：',
          'errors.translation': '含义：',
          'errors.fieldIssues': '需要修改的字段：',
          'errors.requestId': '请求 {id}',
          'errors.mainSaid': '详情：',
        },
  );
  return out as Record<ErrorMessageId, string>;
}

export const errorMessages: FeatureMessages<ErrorMessageId> = { en: table(0), 'zh-CN': table(1) };

export function isKnownVendorCode(code: string): boolean {
  return ERROR_CODES.has(code.trim());
}
