// The words of each validation issue code for the people who read them, in en and zh-CN: one table for both
// sides (the renderer's `issue.<code>` messages are built from it, the core words a job export's refused rows
// with it). Placeholders are `{name}` only, filled from the issue's values (no plural forms: none is needed).
// The English of issue-codes.ts is the log's; these are the screens'.
import { isIssueCode, type IssueCode, type IssueValues } from './issue-codes';

const en: Record<IssueCode, string> = {
  required: 'is required',
  blank: 'must not be blank',
  empty: 'must not be empty',
  notText: 'must be text',
  notList: 'must be a list',
  maxChars: 'must be at most {max} characters',
  rangeChars: 'must be {min} to {max} characters',
  id: 'must be a whole-number id (digits only)',
  idLeadingZeros: 'must be a whole-number id without leading zeros',
  idScientific: 'was shortened by a spreadsheet to scientific notation, so its last digits are lost; format the column as text and export again',
  notANumber: 'is not a number',
  notWhole: 'must be a whole number, without decimals',
  badGrouping: 'has thousands separators in the wrong places',
  ambiguousDate: 'could be day/month or month/day: write it as yyyy-MM-dd',
  idStoredAsNumber: 'was stored in the file as a number, so its last digits are lost (a spreadsheet keeps 15); format the column as text and export again',
  int: 'must be a whole number',
  intRange: 'must be a whole number from {min} to {max}',
  intMin: 'must be a whole number of at least {min}',
  intMax: 'must be a whole number of at most {max}',
  dateTime: 'must be a date and time as yyyy-MM-dd HH:mm:ss',
  decimal: 'must be a decimal number such as 12.50',
  minItems: 'must hold at least {min} items',
  tooFewInRequest: 'must hold at least {min} items in one request ({count} would be sent)',
  cannotSendAlone: 'cannot be sent alone: {field} must hold at least {min} items in one request ({count} would be sent)',
  maxItems: 'must hold at most {max} items',
  maxValues: 'must hold at most {max} values',
  oneOf: 'must be one of {values}',
  yesNo: 'must be 1 (needed) or 0 (not needed)',
  country: 'must be a 2-letter country code (e.g. US)',
  usState: 'must be a 2-letter state code (e.g. CA) for the United States',
  platformCode: 'must be a numeric platform code',
  platformNotUnpairable: 'is not served by un-pairing by MSKU ID (see spec 4.4); use un-pairing by MSKU',
  platformNotMergeable: 'is not supported by order merging ({platforms} are not)',
  notObject: 'must be a set of fields',
  duplicateItem: 'is the same item as row {row}',
  superseded: 'was sent again in a newer job ({job}); this job does not send it',
  appId: 'must be exactly 16 characters (the vendor issues 16-character app ids)',
  ascii: 'must be printable ASCII letters, digits or symbols (no spaces, no other scripts)',
  unsafe: 'must not contain control characters or invisible direction marks',
  invisible: 'must not contain invisible characters (zero-width joiners or spaces, a byte-order mark) or a broken character',
  url: 'must be a URL such as {example}',
  https: 'must use https:// (plain http:// only for 127.0.0.1 or localhost)',
  urlExtras: 'must not carry credentials, a query or a fragment',
  urlTwoSchemes: 'starts with two schemes (such as https://http://): keep only one',
  spaces: 'must not start or end with spaces',
  other: '{text}',
};

const zhCN: Record<IssueCode, string> = {
  required: '必填',
  blank: '不能为空白',
  empty: '不能为空',
  notText: '须为文本',
  notList: '须为列表',
  maxChars: '最多 {max} 个字符',
  rangeChars: '须为 {min} 到 {max} 个字符',
  id: '须为整数 ID（仅数字）',
  idLeadingZeros: '须为整数 ID，且不能以 0 开头',
  idScientific: '已被电子表格缩写为科学计数法，末尾几位已丢失；请将该列设为文本格式后重新导出',
  notANumber: '不是数字',
  notWhole: '必须是整数，不能有小数',
  badGrouping: '千位分隔符位置不对',
  ambiguousDate: '无法判断是日/月还是月/日：请写成 yyyy-MM-dd',
  idStoredAsNumber: '在文件中以数字存储，末尾几位已丢失（电子表格只保留 15 位）；请将该列设为文本格式后重新导出',
  int: '须为整数',
  intRange: '须为 {min} 到 {max} 之间的整数',
  intMin: '须为不小于 {min} 的整数',
  intMax: '须为不大于 {max} 的整数',
  dateTime: '须为 yyyy-MM-dd HH:mm:ss 格式的日期时间',
  decimal: '须为数字，例如 12.50',
  minItems: '至少 {min} 项',
  tooFewInRequest: '一次请求至少 {min} 项（将只发送 {count} 项）',
  cannotSendAlone: '不能单独发送：{field} 一次请求至少 {min} 项（将只发送 {count} 项）',
  maxItems: '最多 {max} 项',
  maxValues: '最多 {max} 个值',
  oneOf: '须为以下之一：{values}',
  yesNo: '须为 1（需要）或 0（不需要）',
  country: '须为 2 位国家代码（如 US）',
  usState: '美国地址须填写 2 位州代码（如 CA）',
  platformCode: '须为数字平台代码',
  platformNotUnpairable: '该平台不支持按 MSKU ID 解除配对（见规范 4.4），请使用按 MSKU 解除配对',
  platformNotMergeable: '订单合并不支持该平台（{platforms} 不支持）',
  notObject: '须为一组字段',
  duplicateItem: '与第 {row} 行是同一项',
  superseded: '已在较新的任务（{job}）中再次发送，本任务不再发送',
  appId: '须为 16 个字符（服务商分配的 App ID 为 16 个字符）',
  ascii: '只能包含可打印的 ASCII 字母、数字或符号（不能有空格或其他文字）',
  unsafe: '不能包含控制字符或不可见的方向标记',
  invisible: '不能包含不可见字符（零宽连接符或零宽空格、字节顺序标记）或残缺字符',
  url: '须为网址，例如 {example}',
  https: '须使用 https://（仅 127.0.0.1 或 localhost 可用 http://）',
  urlExtras: '不能包含账号密码、查询参数或 # 片段',
  urlTwoSchemes: '开头有两个协议（例如 https://http://）：只保留一个',
  spaces: '开头和结尾不能有空格',
  other: '{text}',
};

export const ISSUE_TEXTS: Readonly<Record<'en' | 'zh-CN', Readonly<Record<IssueCode, string>>>> = { en, 'zh-CN': zhCN };

/** An issue in a reader's language, its `{name}` placeholders filled (a missing value reads as empty). */
export function issueWords(locale: 'en' | 'zh-CN', code: IssueCode, values: IssueValues = {}): string {
  return ISSUE_TEXTS[locale][code].replace(/\{(\w+)\}/g, (_m, name: string) => String(values[name] ?? ''));
}

/** An issue as it crossed a layer, in a reader's language: by its code where it has one, else as written. */
export function issueText(locale: 'en' | 'zh-CN', issue: { readonly message: string; readonly code?: string | undefined; readonly values?: IssueValues | undefined }): string {
  return issue.code !== undefined && isIssueCode(issue.code) && issue.code !== 'other' ? issueWords(locale, issue.code, issue.values) : issue.message;
}
