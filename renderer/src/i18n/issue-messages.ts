// A validation issue in the reader's language, from its code and values (shared/catalogue/issue-codes.ts), worded
// by the table both sides share (shared/catalogue/issue-texts.ts). Every code has a message (the Record type
// refuses a missing one); an issue without a code (a journal written before codes existed) or with code `other`
// is shown as written, never lost and never parsed.
import { useIntl, type IntlShape } from 'react-intl';
import type { IssueCode, IssueValues } from '../../../shared/catalogue/issue-codes';
import { ISSUE_TEXTS } from '../../../shared/catalogue/issue-texts';
import { defineMessages, type MessageKeys } from './define';

type IssueMessageTable = Record<`issue.${IssueCode}`, string>;

const prefixed = (table: Readonly<Record<IssueCode, string>>) =>
  Object.fromEntries(Object.entries(table).map(([code, text]) => [`issue.${code}`, text])) as IssueMessageTable;

const en: IssueMessageTable = prefixed(ISSUE_TEXTS.en);
const zhCN: IssueMessageTable = prefixed(ISSUE_TEXTS['zh-CN']);

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
