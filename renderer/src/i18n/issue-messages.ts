// A validation issue in the reader's language, from its code and values (shared/catalogue/issue-codes.ts).
// Every code has a message here (the Record type refuses a missing one); an issue without a code (a journal
// written before codes existed) or with code `other` is shown as written, never lost and never parsed.
import { useIntl, type IntlShape } from 'react-intl';
import type { IssueCode, IssueValues } from '../../../shared/catalogue/issue-codes';
import { defineMessages, type MessageKeys } from './define';

type IssueMessageTable = Record<`issue.${IssueCode}`, string>;

const en: IssueMessageTable = {
  'issue.required': 'is required',
  'issue.blank': 'must not be blank',
  'issue.empty': 'must not be empty',
  'issue.notText': 'must be text',
  'issue.notList': 'must be a list',
  'issue.maxChars': 'must be at most {max} characters',
  'issue.rangeChars': 'must be {min} to {max} characters',
  'issue.id': 'must be a whole-number id (digits only)',
  'issue.idLeadingZeros': 'must be a whole-number id without leading zeros',
  'issue.int': 'must be a whole number',
  'issue.intRange': 'must be a whole number from {min} to {max}',
  'issue.intMin': 'must be a whole number of at least {min}',
  'issue.intMax': 'must be a whole number of at most {max}',
  'issue.dateTime': 'must be a date and time as yyyy-MM-dd HH:mm:ss',
  'issue.decimal': 'must be a decimal number such as 12.50',
  'issue.minItems': 'must hold at least {min} items',
  'issue.tooFewInRequest': 'must hold at least {min} items in one request ({count} would be sent)',
  'issue.cannotSendAlone': 'cannot be sent alone: {field} must hold at least {min} items in one request ({count} would be sent)',
  'issue.maxItems': 'must hold at most {max} items',
  'issue.maxValues': 'must hold at most {max} values',
  'issue.oneOf': 'must be one of {values}',
  'issue.yesNo': 'must be 1 (needed) or 0 (not needed)',
  'issue.country': 'must be a 2-letter country code (e.g. US)',
  'issue.usState': 'must be a 2-letter state code (e.g. CA) for the United States',
  'issue.platformCode': 'must be a numeric platform code',
  'issue.platformNotUnpairable': 'is not served by un-pairing by MSKU ID (see spec 4.4); use un-pairing by MSKU',
  'issue.platformNotMergeable': 'is not supported by order merging ({platforms} are not)',
  'issue.notObject': 'must be a set of fields',
  'issue.duplicateItem': 'is the same item as row {row}',
  'issue.superseded': 'was sent again in a newer job ({job}); this job does not send it',
  'issue.appId': 'must be exactly 16 characters (the vendor issues 16-character app ids)',
  'issue.ascii': 'must be printable ASCII letters, digits or symbols (no spaces, no other scripts)',
  'issue.unsafe': 'must not contain control characters or invisible direction marks',
  'issue.invisible': 'must not contain invisible characters (zero-width joiners or spaces, a byte-order mark) or a broken character',
  'issue.url': 'must be a URL such as {example}',
  'issue.https': 'must use https:// (plain http:// only for 127.0.0.1 or localhost)',
  'issue.urlExtras': 'must not carry credentials, a query or a fragment',
  'issue.spaces': 'must not start or end with spaces',
  'issue.other': '{text}',
};

const zhCN: IssueMessageTable = {
  'issue.required': '必填',
  'issue.blank': '不能为空白',
  'issue.empty': '不能为空',
  'issue.notText': '须为文本',
  'issue.notList': '须为列表',
  'issue.maxChars': '最多 {max} 个字符',
  'issue.rangeChars': '须为 {min} 到 {max} 个字符',
  'issue.id': '须为整数 ID（仅数字）',
  'issue.idLeadingZeros': '须为整数 ID，且不能以 0 开头',
  'issue.int': '须为整数',
  'issue.intRange': '须为 {min} 到 {max} 之间的整数',
  'issue.intMin': '须为不小于 {min} 的整数',
  'issue.intMax': '须为不大于 {max} 的整数',
  'issue.dateTime': '须为 yyyy-MM-dd HH:mm:ss 格式的日期时间',
  'issue.decimal': '须为数字，例如 12.50',
  'issue.minItems': '至少 {min} 项',
  'issue.tooFewInRequest': '一次请求至少 {min} 项（将只发送 {count} 项）',
  'issue.cannotSendAlone': '不能单独发送：{field} 一次请求至少 {min} 项（将只发送 {count} 项）',
  'issue.maxItems': '最多 {max} 项',
  'issue.maxValues': '最多 {max} 个值',
  'issue.oneOf': '须为以下之一：{values}',
  'issue.yesNo': '须为 1（需要）或 0（不需要）',
  'issue.country': '须为 2 位国家代码（如 US）',
  'issue.usState': '美国地址须填写 2 位州代码（如 CA）',
  'issue.platformCode': '须为数字平台代码',
  'issue.platformNotUnpairable': '该平台不支持按 MSKU ID 解除配对（见规范 4.4），请使用按 MSKU 解除配对',
  'issue.platformNotMergeable': '订单合并不支持该平台（{platforms} 不支持）',
  'issue.notObject': '须为一组字段',
  'issue.duplicateItem': '与第 {row} 行是同一项',
  'issue.superseded': '已在较新的任务（{job}）中再次发送，本任务不再发送',
  'issue.appId': '须为 16 个字符（服务商分配的 App ID 为 16 个字符）',
  'issue.ascii': '只能包含可打印的 ASCII 字母、数字或符号（不能有空格或其他文字）',
  'issue.unsafe': '不能包含控制字符或不可见的方向标记',
  'issue.invisible': '不能包含不可见字符（零宽连接符或零宽空格、字节顺序标记）或残缺字符',
  'issue.url': '须为网址，例如 {example}',
  'issue.https': '须使用 https://（仅 127.0.0.1 或 localhost 可用 http://）',
  'issue.urlExtras': '不能包含账号密码、查询参数或 # 片段',
  'issue.spaces': '开头和结尾不能有空格',
  'issue.other': '{text}',
};

export const issueMessages = defineMessages(en, zhCN);
export type IssueMessageId = MessageKeys<typeof issueMessages>;

/** An issue as it arrives: always its text, and its code and values where the sender had them. */
export interface CodedIssue {
  message: string;
  code?: IssueCode | undefined;
  values?: IssueValues | undefined;
}

/** The message id and values of an issue; one without a code is `other`, its text as written. */
export function issueMessage(issue: CodedIssue): { id: IssueMessageId; values: IssueValues } {
  if (issue.code === undefined || issue.code === 'other') return { id: 'issue.other', values: { text: issue.values?.text ?? issue.message } };
  return { id: `issue.${issue.code}`, values: issue.values ?? {} };
}

export function formatIssue(intl: IntlShape, issue: CodedIssue): string {
  const { id, values } = issueMessage(issue);
  return intl.formatMessage({ id }, values);
}

/** An issue in the active locale. */
export function useIssueText(): (issue: CodedIssue) => string {
  const intl = useIntl();
  return (issue) => formatIssue(intl, issue);
}
