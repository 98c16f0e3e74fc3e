// The line above the grid naming the active cell and, when it has one, its error: the message a user sees
// on focus, and what the active cell's aria-describedby points at. A cell whose text the column cuts has it
// here whole (the line is as wide as the grid), so the focused cell is read and seen in full.
import { useIntl } from 'react-intl';
import { issueText } from '../model/issue-text';
import type { IssueMessage } from '../model/validation';

export interface CellInfoProps {
  id: string;
  /** Column name and 1-based row of the active cell; null when the grid is empty. */
  cell: { column: string; row: number } | null;
  /** The active cell's text when its column cuts it, else null. */
  whole?: string | null;
  issue: IssueMessage | undefined;
}

export function CellInfo({ id, cell, issue, whole }: CellInfoProps) {
  const intl = useIntl();
  const text = issue ? issueText(issue) : null;
  const info =
    cell === null
      ? ''
      : text
        ? intl.formatMessage({ id: 'grid.cellInfo.error' }, { ...cell, message: intl.formatMessage({ id: text.id }, text.values) })
        : whole
          ? intl.formatMessage({ id: 'grid.cellInfo.whole' }, { ...cell, value: whole })
          : intl.formatMessage({ id: 'grid.cellInfo.ok' }, cell);
  return (
    <div id={id} className={`dg-info${text ? ' dg-info-error' : whole ? ' dg-info-whole' : ''}`} data-testid="grid-cell-info" title={!text && whole ? info : undefined}>
      {info}
    </div>
  );
}
