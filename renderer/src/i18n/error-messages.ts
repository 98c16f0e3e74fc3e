// Texts of every error a call may end in, keyed the way the main process names them:
//   errors.vendor.<code>  the vendor's codes (shared/errors/codes.ts holds both languages);
//   errors.core.<CODE>    Opsdesk's own call errors (electron/core/messages.ts; its `messageKey` is core.<CODE>);
//   errors.bridge.<CODE>  the bridge's own refusals (shared/ipc/common.ts BRIDGE_ERROR_CODES, plus TRANSPORT).
// The renderer may not import electron/core, so the core texts are repeated here; test/renderer holds them
// to the same codes as the core's table.
import { ERROR_CODES } from '../../../shared/errors/codes';
import { BRIDGE_ERROR_CODES } from '../../../shared/ipc/common';
import type { FeatureMessages } from './define';

export const CORE_ERROR_CODES = [
  'INVALID_INPUT',
  'NOT_A_BUSINESS_OPERATION',
  'TIMEOUT',
  'CONNECTION_RESET',
  'CONNECTION_REFUSED',
  'NETWORK',
  'HTTP_STATUS',
  'BAD_RESPONSE',
  'ABORTED',
  'ABORTED_IN_FLIGHT',
  'NO_SECRET',
  'BUSY',
  'JOURNAL_WRITE_FAILED',
] as const;
type CoreCode = (typeof CORE_ERROR_CODES)[number];

const core: Record<CoreCode, [en: string, zh: string]> = {
  INVALID_INPUT: ['The request has invalid fields; nothing was sent.', '请求参数不合法，未发送。'],
  NOT_A_BUSINESS_OPERATION: ['Token operations are handled by the token manager, not called directly.', '令牌接口由令牌管理器调用，不可直接调用。'],
  TIMEOUT: ['No answer in time after the request was sent; whether it was applied is unknown.', '请求已发出但超时未响应，是否生效未知。'],
  CONNECTION_RESET: ['The connection broke after the request was sent; whether it was applied is unknown.', '请求发出后连接中断，是否生效未知。'],
  CONNECTION_REFUSED: ['The service could not be reached; nothing was sent.', '无法连接服务，请求未发送。'],
  NETWORK: ['A network error occurred.', '网络错误。'],
  HTTP_STATUS: ['The service answered with an HTTP error page.', '服务返回了 HTTP 错误页面。'],
  BAD_RESPONSE: ['The service sent an answer Opsdesk cannot read.', '服务返回了无法识别的响应。'],
  ABORTED: ['The request was cancelled before it was sent.', '请求在发送前已取消。'],
  ABORTED_IN_FLIGHT: ['The request was cancelled after it was sent; whether it was applied is unknown.', '请求发出后被取消，是否生效未知。'],
  NO_SECRET: ['No app secret is set for this profile; set it in Settings.', '该配置未设置 appSecret，请在“设置”中设置。'],
  BUSY: [
    'The operation stayed busy (another program uses this appId); nothing was executed. Try again later.',
    '接口持续繁忙（其他程序正在使用该 appId），请求未执行，请稍后重试。',
  ],
  JOURNAL_WRITE_FAILED: ['The job journal could not be written, so nothing more is sent.', '任务日志无法写入，已停止发送。'],
};

const bridge: Record<(typeof BRIDGE_ERROR_CODES)[number] | 'TRANSPORT', [en: string, zh: string]> = {
  INVALID_INPUT: ['Some fields are not valid; nothing was sent.', '部分字段不合法，未发送。'],
  UNKNOWN_METHOD: ['Opsdesk asked its main process for something it does not know. Please report this.', 'Opsdesk 内部调用了未知方法，请反馈。'],
  FORBIDDEN: ['This page is not allowed to talk to Opsdesk. Open it from the address Opsdesk printed.', '此页面无权访问 Opsdesk，请使用 Opsdesk 输出的地址打开。'],
  BAD_JSON: ['The request could not be read. Please report this.', '请求无法解析，请反馈。'],
  PAYLOAD_TOO_LARGE: ['That is too much data for one call; split it into smaller parts.', '单次提交的数据过多，请分批提交。'],
  NOT_FOUND: ['It no longer exists (profile, job or draft).', '对象已不存在（配置、任务或草稿）。'],
  CONFLICT: ['That does not fit what Opsdesk is doing right now.', '与当前状态冲突，无法执行。'],
  UNAVAILABLE: ['That is not available right now.', '当前不可用。'],
  INTERNAL: ['Something went wrong inside Opsdesk; its log has the details.', 'Opsdesk 内部出错，详情见日志。'],
  TRANSPORT: ['The Opsdesk host is not reachable. Is it still running?', '无法连接 Opsdesk 主程序，它是否仍在运行？'],
};

export type ErrorMessageId =
  | `errors.vendor.${string}`
  | `errors.core.${CoreCode}`
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
  for (const [code, texts] of Object.entries(core)) out[`errors.core.${code}`] = texts[pick];
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
