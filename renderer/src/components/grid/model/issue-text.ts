// An issue as a message id and values: the grid's own reasons, and the catalogue's English reasons matched to
// translated messages (an unknown reason is shown as the catalogue wrote it).
import type { GridMessageId } from '../messages';
import type { IssueMessage } from './validation';

export interface IssueText {
  id: GridMessageId;
  values: Record<string, string | number>;
}

const SCHEMA: Array<[RegExp, (m: RegExpMatchArray) => IssueText]> = [
  [/^is required$/, () => ({ id: 'grid.issue.required', values: {} })],
  [/^must not be blank$/, () => ({ id: 'grid.issue.blank', values: {} })],
  [/^must be an integer >= (-?\d+)$/, (m) => ({ id: 'grid.issue.atLeast', values: { min: Number(m[1]) } })],
  [/^must be an integer from (-?\d+) to (-?\d+)$/, (m) => ({ id: 'grid.issue.range', values: { min: Number(m[1]), max: Number(m[2]) } })],
  [/^must be (\d+) to (\d+) characters$/, (m) => ({ id: 'grid.issue.length', values: { min: Number(m[1]), max: Number(m[2]) } })],
  [/^must be at most (\d+) characters$/, (m) => ({ id: 'grid.issue.maxLength', values: { max: Number(m[1]) } })],
  [/^must be a whole-number id \(digits only\)$/, () => ({ id: 'grid.issue.digits', values: {} })],
  [/^must be one of (.+)$/, (m) => ({ id: 'grid.issue.oneOf', values: { values: m[1]! } })],
  [/^must be "1" \(needed\) or "0" \(not needed\)$/, () => ({ id: 'grid.issue.yesNo', values: {} })],
  [/^must be a date-time yyyy-MM-dd HH:mm:ss$/, () => ({ id: 'grid.issue.dateTime', values: {} })],
  [/^must be a 2-letter country code/, () => ({ id: 'grid.issue.country', values: {} })],
];

export function issueText(issue: IssueMessage): IssueText {
  if (issue.kind === 'number') return { id: `grid.issue.${issue.problem}`, values: {} };
  if (issue.kind === 'duplicate') return { id: 'grid.issue.duplicate', values: { row: issue.firstRow } };
  for (const [re, make] of SCHEMA) {
    const m = issue.text.match(re);
    if (m) return make(m);
  }
  return { id: 'grid.issue.other', values: { text: issue.path && !issue.path.startsWith('(') ? `${issue.path}: ${issue.text}` : issue.text } };
}
