// The catalogue's and the contract's validation texts (shared/catalogue/fields.ts, shared/ipc) are English
// sentences shared with the main process. The renderer shows them in the user's language by recognising their
// fixed forms; a text it does not recognise is shown as written (never lost).
import { useIntl } from 'react-intl';
import { defineMessages, type MessageKeys } from './define';

export const validationMessages = defineMessages(
  {
    'validation.required': 'is required',
    'validation.blank': 'must not be blank',
    'validation.empty': 'must not be empty',
    'validation.maxChars': 'must be at most {max} characters',
    'validation.rangeChars': 'must be {min} to {max} characters',
    'validation.id': 'must be a whole-number id (digits only)',
    'validation.intRange': 'must be an integer from {min} to {max}',
    'validation.intMin': 'must be an integer of at least {min}',
    'validation.intMax': 'must be an integer of at most {max}',
    'validation.int': 'must be an integer',
    'validation.dateTime': 'must be a date-time yyyy-MM-dd HH:mm:ss',
    'validation.decimal': 'must be a decimal number such as 12.50',
    'validation.maxItems': 'must hold at most {max} elements',
    'validation.maxValues': 'must hold at most {max} values',
    'validation.appId': 'must be exactly 16 characters (the vendor issues 16-character app ids)',
    'validation.ascii': 'must be printable ASCII letters, digits or symbols (no spaces, no other scripts)',
    'validation.unsafe': 'must not contain control characters or invisible direction marks',
    'validation.url': 'must be a URL such as https://openapi.example.com',
    'validation.https': 'must use https:// (plain http:// only for 127.0.0.1 or localhost)',
    'validation.urlExtras': 'must not carry credentials, a query or a fragment',
    'validation.spaces': 'must not start or end with spaces',
    'validation.country': 'must be a 2-letter country code (e.g. US)',
    'validation.usState': 'must be a 2-letter state code (e.g. CA) for the United States',
  },
  {
    'validation.required': '必填',
    'validation.blank': '不能为空白',
    'validation.empty': '不能为空',
    'validation.maxChars': '最多 {max} 个字符',
    'validation.rangeChars': '须为 {min} 到 {max} 个字符',
    'validation.id': '须为整数 ID（仅数字）',
    'validation.intRange': '须为 {min} 到 {max} 之间的整数',
    'validation.intMin': '须为不小于 {min} 的整数',
    'validation.intMax': '须为不大于 {max} 的整数',
    'validation.int': '须为整数',
    'validation.dateTime': '须为日期时间 yyyy-MM-dd HH:mm:ss',
    'validation.decimal': '须为数字，例如 12.50',
    'validation.maxItems': '最多 {max} 项',
    'validation.maxValues': '最多 {max} 个值',
    'validation.appId': '须为 16 个字符（服务商分配的 App ID 为 16 个字符）',
    'validation.ascii': '只能包含可打印的 ASCII 字母、数字或符号（不能有空格或其他文字）',
    'validation.unsafe': '不能包含控制字符或不可见的方向标记',
    'validation.url': '须为网址，例如 https://openapi.example.com',
    'validation.https': '须使用 https://（仅 127.0.0.1 或 localhost 可用 http://）',
    'validation.urlExtras': '不能包含账号密码、查询参数或 # 片段',
    'validation.spaces': '开头和结尾不能有空格',
    'validation.country': '须为 2 位国家代码（如 US）',
    'validation.usState': '美国地址须填写 2 位州代码（如 CA）',
  },
);

type Values = Record<string, string>;
type MessageId = MessageKeys<typeof validationMessages>;
const PATTERNS: Array<[RegExp, MessageId, (m: RegExpExecArray) => Values]> = [
  [/^is required$/, 'validation.required', () => ({})],
  [/^must not be blank$/, 'validation.blank', () => ({})],
  [/^must not be empty$/, 'validation.empty', () => ({})],
  [/^must be at most (\d+) characters$/, 'validation.maxChars', (m) => ({ max: m[1] ?? '' })],
  [/^must be (\d+) to (\d+) characters$/, 'validation.rangeChars', (m) => ({ min: m[1] ?? '', max: m[2] ?? '' })],
  [/^must be a whole-number id \(digits only\)$/, 'validation.id', () => ({})],
  [/^must be an integer from (-?\d+) to (-?\d+)$/, 'validation.intRange', (m) => ({ min: m[1] ?? '', max: m[2] ?? '' })],
  [/^must be an integer >= (-?\d+)$/, 'validation.intMin', (m) => ({ min: m[1] ?? '' })],
  [/^must be an integer <= (-?\d+)$/, 'validation.intMax', (m) => ({ max: m[1] ?? '' })],
  [/^must be an integer$/, 'validation.int', () => ({})],
  [/^must be a date-time yyyy-MM-dd HH:mm:ss$/, 'validation.dateTime', () => ({})],
  [/^must be a decimal number such as 12\.50$/, 'validation.decimal', () => ({})],
  [/^must hold at most (\d+) elements$/, 'validation.maxItems', (m) => ({ max: m[1] ?? '' })],
  [/^must hold at most (\d+) values$/, 'validation.maxValues', (m) => ({ max: m[1] ?? '' })],
  [/^must be exactly 16 (bytes|characters)/, 'validation.appId', () => ({})],
  [/^must be printable ASCII/, 'validation.ascii', () => ({})],
  [/^must not contain control characters/, 'validation.unsafe', () => ({})],
  [/^must be a URL such as/, 'validation.url', () => ({})],
  [/^must use https:\/\//, 'validation.https', () => ({})],
  [/^must not carry credentials/, 'validation.urlExtras', () => ({})],
  [/^must not start or end with spaces$/, 'validation.spaces', () => ({})],
  [/^must be a 2-letter country code/, 'validation.country', () => ({})],
  [/^must be a 2-letter state code/, 'validation.usState', () => ({})],
];

/** The message id of a validation text, or null when the text is not one of the known forms. */
export function validationMessageId(text: string): { id: MessageId; values: Values } | null {
  for (const [re, id, values] of PATTERNS) {
    const m = re.exec(text.trim());
    if (m) return { id, values: values(m) };
  }
  return null;
}

/** A validation text in the active locale (unknown forms unchanged). */
export function useIssueText(): (text: string) => string {
  const intl = useIntl();
  return (text) => {
    const known = validationMessageId(text);
    return known ? intl.formatMessage({ id: known.id }, known.values) : text;
  };
}
