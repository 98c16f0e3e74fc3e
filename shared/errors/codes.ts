// The vendor's error codes (vendor notes §5) and what each means for a caller: did the request execute, and
// what should happen next. Only the actions renew-token, new-token, resign and back-off are retried
// automatically; `show` and `stop` codes did not execute either, but sending them again would fail the same way.

export type Executed = 'no' | 'yes' | 'unknown';
export type ErrorAction =
  | 'stop' // a setting or permission is wrong; the user must act
  | 'renew-token' // renew the access token (single-flight), retry once
  | 'new-token' // obtain a fresh token pair with the app secret
  | 'resign' // sign again with the current time, retry
  | 'back-off' // concurrency or business throttle: wait with jitter, retry
  | 'report-bug' // Opsdesk built a request the gateway refused: never retry
  | 'show'; // a business answer: show the reason to the user

export interface ErrorCodeInfo {
  code: string;
  executed: Executed;
  action: ErrorAction;
  en: string;
  zh: string;
}

const table: ErrorCodeInfo[] = [
  { code: '2001001', executed: 'no', action: 'stop', en: 'The app id does not exist; check the profile\'s appId.', zh: '应用不存在，请检查 appId。' },
  { code: '2001002', executed: 'no', action: 'stop', en: 'The app secret is not correct; set it again in the profile.', zh: 'appSecret 不正确，请重新设置。' },
  { code: '2001003', executed: 'no', action: 'renew-token', en: 'The access token is missing or expired.', zh: 'access_token 缺失或已过期。' },
  { code: '2001004', executed: 'no', action: 'stop', en: 'This operation is not authorised for the appId.', zh: '该 appId 未被授权调用此接口。' },
  { code: '2001005', executed: 'no', action: 'renew-token', en: 'The access token was superseded (another program obtained a new one for this appId).', zh: 'access_token 已被替换（其他程序为同一 appId 获取了新令牌）。' },
  { code: '2001006', executed: 'no', action: 'report-bug', en: 'The gateway rejected the request signature. This is a bug in Opsdesk; please report it.', zh: '签名不正确（Opsdesk 缺陷，请反馈）。' },
  { code: '2001007', executed: 'no', action: 'resign', en: 'The signature expired (clock more than 2 minutes off?).', zh: '签名已过期（本机时钟偏差超过 2 分钟？）。' },
  { code: '2001008', executed: 'no', action: 'new-token', en: 'The refresh token expired.', zh: 'refresh_token 已过期。' },
  { code: '2001009', executed: 'no', action: 'new-token', en: 'The refresh token is invalid or already used.', zh: 'refresh_token 无效或已使用。' },
  { code: '3001001', executed: 'no', action: 'report-bug', en: 'A public query parameter is missing. This is a bug in Opsdesk.', zh: '缺少公共参数（Opsdesk 缺陷）。' },
  { code: '3001002', executed: 'no', action: 'stop', en: 'This machine\'s IP address is not on the app\'s whitelist.', zh: '本机 IP 不在白名单内。' },
  { code: '3001008', executed: 'no', action: 'back-off', en: 'Too many requests in flight for this operation; retrying after a pause.', zh: '请求过于频繁，稍后重试。' },
  { code: '0001001', executed: 'no', action: 'stop', en: 'The app secret was mangled in transit.', zh: 'appSecret 传输中被破坏。' },
  { code: '102', executed: 'no', action: 'show', en: 'The service rejected a parameter.', zh: '参数不合法。' },
  { code: '103', executed: 'no', action: 'back-off', en: 'The service asks to slow down; retrying after a pause.', zh: '操作过于频繁，稍后重试。' },
  { code: '401', executed: 'no', action: 'stop', en: 'The app\'s authorisation is disabled or expired.', zh: '应用授权已停用或过期。' },
  { code: '403', executed: 'no', action: 'stop', en: 'The app has no permission for this operation.', zh: '应用无此接口权限。' },
  { code: '400', executed: 'no', action: 'report-bug', en: 'The service does not know this path.', zh: '服务不存在。' },
  { code: '500', executed: 'no', action: 'show', en: 'The service refused the request.', zh: '业务失败。' },
];

export const ERROR_CODES: ReadonlyMap<string, ErrorCodeInfo> = new Map(table.map((e) => [e.code, e]));

export function errorCodeInfo(code: string): ErrorCodeInfo | undefined {
  return ERROR_CODES.get(code.trim());
}
