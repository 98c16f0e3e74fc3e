// What is wrong with a team server, as codes with their text in both languages (never the server's own error
// text: "Connection is closed." reads the same for a wrong password and a dead server). `{server}` is the
// address without credentials. The core gives these to the status bar and Settings' test as `{ code, values }`;
// the renderer translates `errors.team.<CODE>`.
export const TEAM_PROBLEM_CODES = [
  'TEAM_CONNECTING',
  'TEAM_WRONG_PASSWORD',
  'TEAM_NO_PASSWORD',
  'TEAM_NO_PERMISSION',
  'TEAM_UNREACHABLE',
  'TEAM_NOT_REDIS',
  'TEAM_TLS',
  'TEAM_TIMEOUT',
  'TEAM_LOST',
  'TEAM_LEASE_STALLED',
  'TEAM_URL_INVALID',
  'TEAM_SERVER_ERROR',
  'TEAM_SERVER_MISSING',
] as const;
export type TeamProblemCode = (typeof TEAM_PROBLEM_CODES)[number];

export interface TeamProblem {
  code: TeamProblemCode;
  values: { server: string };
}

export const TEAM_MESSAGES: Readonly<Record<TeamProblemCode, { en: string; zh: string }>> = {
  TEAM_SERVER_MISSING: {
    en: 'This desktop is in a team, but its team server is not set on this start (the browser host keeps it in memory only). Enter the team server again in Settings → Team, or leave the team. Until then nothing is sent: fetching a token alone would sign the other desktops out.',
    zh: '本机属于一个团队，但本次启动没有团队服务器设置（浏览器模式只在内存中保存它）。请在“设置 → 团队”中重新填写团队服务器，或退出团队。在此之前不发送任何请求：单独获取令牌会使其他电脑的令牌失效。',
  },
  TEAM_CONNECTING: {
    en: 'Connecting to the team server {server}; until then this desktop schedules on its own.',
    zh: '正在连接团队服务器 {server}；连接之前本机独立调度。',
  },
  TEAM_WRONG_PASSWORD: {
    en: 'The team server {server} refused the user name or password. Correct the team URL in Settings → Team. Until then this desktop works alone and does not renew the team\u2019s token (that would sign the other desktops out).',
    zh: '团队服务器 {server} 拒绝了用户名或密码。请在“设置 → 团队”中更正团队地址。在此之前本机独立工作，且不会续期团队令牌（否则会使其他电脑的令牌失效）。',
  },
  TEAM_NO_PASSWORD: {
    en: 'The team server {server} requires a password and the team URL has none. Add it in Settings → Team (redis://:password@host:port). Until then this desktop works alone and does not renew the team\u2019s token.',
    zh: '团队服务器 {server} 需要密码，但团队地址中没有密码。请在“设置 → 团队”中填写（redis://:密码@主机:端口）。在此之前本机独立工作，且不会续期团队令牌。',
  },
  TEAM_NO_PERMISSION: {
    en: 'The team server {server} accepted the login, but that user may not run what Opsdesk needs (scripts, publish/subscribe). Ask its administrator to allow them. Until then this desktop does not renew the team\u2019s token.',
    zh: '团队服务器 {server} 接受了登录，但该用户没有 Opsdesk 所需的权限（脚本、发布/订阅）。请联系管理员授权。在此之前本机不会续期团队令牌。',
  },
  TEAM_UNREACHABLE: {
    en: 'Nothing answers at {server} (connection refused, or no such host). Check the address and that the server runs. Meanwhile this desktop schedules on its own.',
    zh: '{server} 无应答（连接被拒绝或主机不存在）。请检查地址以及服务器是否在运行。在此期间本机独立调度。',
  },
  TEAM_NOT_REDIS: {
    en: 'Something answers at {server}, but it is not a Redis or Valkey server (a web server, perhaps): check the port in the team URL (Redis listens on 6379 unless set otherwise). Meanwhile this desktop schedules on its own.',
    zh: '{server} 有应答，但不是 Redis 或 Valkey 服务器（可能是网页服务器）：请检查团队地址中的端口（Redis 默认监听 6379）。在此期间本机独立调度。',
  },
  TEAM_TLS: {
    en: 'A secure (TLS) connection to {server} could not be made: the server may not serve TLS (use redis:// then), or its certificate is not trusted by this computer.',
    zh: '无法与 {server} 建立安全（TLS）连接：服务器可能未启用 TLS（请改用 redis://），或本机不信任其证书。',
  },
  TEAM_TIMEOUT: {
    en: 'The team server {server} did not answer in time (a firewall, or a server too busy). Meanwhile this desktop schedules on its own.',
    zh: '团队服务器 {server} 未及时应答（可能被防火墙拦截，或服务器过忙）。在此期间本机独立调度。',
  },
  TEAM_LOST: {
    en: 'The connection to the team server {server} was lost: this desktop schedules on its own (other desktops may collide with it) until it is back.',
    zh: '与团队服务器 {server} 的连接已断开：恢复之前本机独立调度（可能与其他电脑冲突）。',
  },
  TEAM_LEASE_STALLED: {
    en: 'Another desktop held the team\u2019s token renewal longer than its lease. This desktop stopped waiting; it uses the team\u2019s token if it is valid and renews only under the lease.',
    zh: '另一台电脑占用团队令牌续期的时间超过了租约。本机已停止等待；团队令牌有效时继续使用，且只在持有租约时续期。',
  },
  TEAM_URL_INVALID: {
    en: 'That is not a team server address: use redis://host:port or rediss://host:port (TLS), optionally with user:password@ and /database.',
    zh: '这不是团队服务器地址：请使用 redis://主机:端口 或 rediss://主机:端口（TLS），可带 用户:密码@ 与 /数据库号。',
  },
  TEAM_SERVER_ERROR: {
    en: 'The team server {server} answered with an error Opsdesk does not know; its log has the details.',
    zh: '团队服务器 {server} 返回了 Opsdesk 无法识别的错误，详情见日志。',
  },
};

/** Problems the server's configuration causes (not a passing outage): a desktop never renews the team's token under them. */
export const CONFIGURATION_PROBLEMS: ReadonlySet<TeamProblemCode> = new Set(['TEAM_WRONG_PASSWORD', 'TEAM_NO_PASSWORD', 'TEAM_NO_PERMISSION', 'TEAM_TLS', 'TEAM_NOT_REDIS']);

/** The text of a problem in one language, its `{server}` filled in (the core's English `message`, logs). */
export function teamProblemText(problem: TeamProblem, locale: 'en' | 'zh-CN' = 'en'): string {
  const m = TEAM_MESSAGES[problem.code];
  return (locale === 'en' ? m.en : m.zh).replace(/\{server\}/g, problem.values.server);
}
