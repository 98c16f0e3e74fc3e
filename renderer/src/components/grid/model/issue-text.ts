// An issue as a message id and values: the grid's own reasons, and the catalogue's issues by their code
// (shared/catalogue/issue-codes.ts). Nothing here reads the English text.
import { issueMessage, type IssueMessageId } from '../../../i18n/issue-messages';
import type { GridMessageId } from '../messages';
import type { CellProblem } from '../../../../../shared/sheets/cell-values';
import type { IssueMessage } from './validation';

export interface IssueText {
  id: GridMessageId | IssueMessageId;
  values: Record<string, string | number>;
}

/** A cell the grid cannot keep as its column's value: an issue code of the catalogue, as the sync reports it. */
export function cellProblemText(problem: CellProblem): IssueText {
  return { id: `issue.${problem}`, values: {} };
}

export function issueText(issue: IssueMessage): IssueText {
  if (issue.kind === 'number') return cellProblemText(issue.problem);
  if (issue.kind === 'duplicate') return { id: 'grid.issue.duplicate', values: { row: issue.firstRow } };
  const own = issueMessage({ message: issue.text, code: issue.code, values: issue.values });
  // A text from outside the code table says which field it is about (a coded one is shown in its column).
  if (own.id === 'issue.other' && issue.path && !issue.path.startsWith('(')) return { id: 'grid.issue.other', values: { text: `${issue.path}: ${String(own.values.text ?? '')}` } };
  return own;
}
