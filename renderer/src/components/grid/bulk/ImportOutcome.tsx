// What the last import found, kept until the user closes it and following the grid: a problem leaves the list once
// its cell (or row) is fixed in the grid, and when none is left the report says so, with the file's own row
// numbers kept for whatever is still listed (issue 16). Before, the list stayed as it was after every fix.
import { FormattedMessage } from 'react-intl';
import { Button } from '../../Button';
import { ImportReport } from '../import/ImportReport';
import type { SheetImport } from '../import/sheet-rows';
import type { GridValidation } from '../model/validation';
import { stillOpen, type ImportRowIssue } from './import-issues';

export interface ImportFindings {
  result: SheetImport;
  /** The rules' problems in the imported rows, by file row. */
  issues: readonly ImportRowIssue[];
  /** The grid row each file row became. */
  rowIdOf: ReadonlyMap<number, string>;
}

export interface ImportOutcomeProps {
  findings: ImportFindings;
  /** The grid's validation of the rows as they are now; null while it is not known (everything stays listed). */
  validation: GridValidation | null;
  onClose(): void;
}

export function ImportOutcome({ findings, validation, onClose }: ImportOutcomeProps) {
  const { result, issues, rowIdOf } = findings;
  const open = (rowId: string | undefined, columnId: string | null) =>
    rowId === undefined || validation === null || validation.pending || stillOpen(rowId, columnId, validation.byRow);
  const errors = result.errors.filter((e) => open(rowIdOf.get(e.row), e.column.id));
  const left = issues.filter((i) => open(i.rowId, i.columnId));
  const found = result.errors.length + issues.length;
  const fixed = found > 0 && errors.length === 0 && left.length === 0;
  return (
    <div className="bulk-import-outcome" data-testid="import-outcome">
      <ImportReport result={result} errors={errors} rowIssues={new Set(issues.map((i) => i.rowId)).size} />
      {left.length > 0 && (
        <section className="dg-import-report" aria-live="polite" data-testid="import-row-issues">
          <p>
            <FormattedMessage id="bulk.sheet.rowIssuesTitle" />
          </p>
          <ul>
            {left.map((i) => (
              <li key={`${i.rowId}:${i.columnId ?? ''}:${i.reason}`}>
                <FormattedMessage id="bulk.sheet.rowIssue" values={{ row: i.row, column: i.column, reason: i.reason }} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className="row">
        {fixed && (
          <p role="status" className="bulk-import-fixed" data-testid="import-fixed">
            <FormattedMessage id="bulk.sheet.allFixed" values={{ count: found }} />
          </p>
        )}
        <Button variant="quiet" onPress={onClose}>
          <FormattedMessage id="bulk.sheet.closeReport" />
        </Button>
      </div>
    </div>
  );
}
