// Texts of the errors Opsdesk raises itself (the vendor's codes carry theirs in codes.ts). One table for both
// sides: the core answers with `messageFor(locale)`, the renderer translates `core.<CODE>` message keys from it.
export const LOCAL_CODES = [
  'INVALID_INPUT',
  'NOT_A_BUSINESS_OPERATION',
  'TIMEOUT',
  'CONNECTION_RESET',
  'CONNECTION_REFUSED',
  'NETWORK',
  'HTTP_STATUS',
  'GATEWAY_ERROR',
  'BAD_RESPONSE',
  'ABORTED',
  'ABORTED_IN_FLIGHT',
  'NO_SECRET',
  'BUSY',
  'JOURNAL_WRITE_FAILED',
  'TEAM_RENEWAL_BLOCKED',
  'TEAM_SERVER_MISSING',
] as const;
export type LocalCode = (typeof LOCAL_CODES)[number];

export const LOCAL_MESSAGES: Readonly<Record<LocalCode, { en: string; zh: string }>> = {
  INVALID_INPUT: { en: 'The request has invalid fields; nothing was sent.', zh: '请求参数不合法，未发送。' },
  NOT_A_BUSINESS_OPERATION: {
    en: 'Token operations are handled by the token manager, not called directly.',
    zh: '令牌接口由令牌管理器调用，不可直接调用。',
  },
  TIMEOUT: {
    en: 'No answer in time after the request was sent; whether it was applied is unknown.',
    zh: '请求已发出但超时未响应，是否生效未知。',
  },
  CONNECTION_RESET: {
    en: 'The connection broke after the request was sent; whether it was applied is unknown.',
    zh: '请求发出后连接中断，是否生效未知。',
  },
  CONNECTION_REFUSED: { en: 'The service could not be reached; nothing was sent.', zh: '无法连接服务，请求未发送。' },
  NETWORK: { en: 'A network error occurred.', zh: '网络错误。' },
  HTTP_STATUS: { en: 'The service answered with an HTTP error page.', zh: '服务返回了 HTTP 错误页面。' },
  GATEWAY_ERROR: {
    en: "The vendor's gateway answered with an error page (HTTP 5xx) instead of the service's answer. A gateway does so also after the service has acted, so whether this was applied is unknown: check the back office before sending it again.",
    zh: '供应商网关返回了错误页面（HTTP 5xx），而不是服务的应答。服务已执行后网关也可能这样返回，因此是否生效未知：请先在后台核对，再决定是否重发。',
  },
  BAD_RESPONSE: { en: 'The service sent an answer Opsdesk cannot read.', zh: '服务返回了无法识别的响应。' },
  ABORTED: { en: 'The request was cancelled before it was sent.', zh: '请求在发送前已取消。' },
  ABORTED_IN_FLIGHT: {
    en: 'The request was cancelled after it was sent; whether it was applied is unknown.',
    zh: '请求发出后被取消，是否生效未知。',
  },
  NO_SECRET: { en: 'No app secret is set for this profile; set it in Settings.', zh: '该配置未设置 appSecret，请在“设置”中设置。' },
  BUSY: {
    en: 'The operation stayed busy (another program uses this appId); nothing was executed. Try again later.',
    zh: '接口持续繁忙（其他程序正在使用该 appId），请求未执行，请稍后重试。',
  },
  JOURNAL_WRITE_FAILED: { en: 'The job journal could not be written, so nothing more is sent.', zh: '任务日志无法写入，已停止发送。' },
  TEAM_SERVER_MISSING: {
    en: 'Nothing was sent: this desktop is in a team and its team server is not set on this start. Enter the team server again in Settings → Team, or leave the team, then resume.',
    zh: '未发送：本机属于一个团队，但本次启动没有团队服务器设置。请在“设置 → 团队”中重新填写团队服务器或退出团队，然后继续。',
  },
  TEAM_RENEWAL_BLOCKED: {
    en: 'The access token was not renewed: this desktop renews the team\u2019s token only under the team\u2019s lease, and the team server is misconfigured or the lease was held too long (renewing anyway would sign the other desktops out). Nothing was sent; see Settings → Team, then retry.',
    zh: '未续期访问令牌：本机只在持有团队租约时续期团队令牌，而团队服务器配置有误或租约被占用过久（强行续期会使其他电脑的令牌失效）。请求未发送；请查看“设置 → 团队”后重试。',
  },
};
