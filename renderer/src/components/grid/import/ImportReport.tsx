// What an import did, in the user's language: rows taken, each cell to fix (sheet row, column, reason,
// the text as it was, cut when long), headers not used and columns the file lacked. At most MAX_LISTED cells are
// listed (a broken 100,000-row file would fill the page); the grid's F8 goes to every one.
import { FormattedMessage, useIntl } from 'react-intl';
import { formatFor } from '../../../i18n/locale-format';
import { cellProblemText } from '../model/issue-text';
import { labelOf } from '../model/types';
import { PREVIEW_CHARS } from './ImportDialog';
import type { SheetImport } from './sheet-rows';

export interface ImportReportProps {
  result: SheetImport;
  /** The cells still to fix, listed (default: every one the import found); the summary keeps what the import found. */
  errors?: SheetImport['errors'];
  /** Rows the import found breaking a rule of the sheet (an item twice): counted in the summary as the grid counts them. */
  rowIssues?: number;
}

export const MAX_LISTED = 200;

const cut = (text: string) => (text.length > PREVIEW_CHARS ? `${text.slice(0, PREVIEW_CHARS)}…` : text);

export function ImportReport({ result, errors = result.errors, rowIssues = 0 }: ImportReportProps) {
  const intl = useIntl();
  const f = formatFor(intl.locale);
  const label = (c: Parameters<typeof labelOf>[0]) => labelOf(c, intl.locale);
  const listed = errors.slice(0, MAX_LISTED);
  return (
    <section className="dg-import-report" aria-live="polite">
      <p>
        {rowIssues > 0 ? (
          <FormattedMessage id="grid.import.summaryRows" values={{ rows: result.rows.length, errors: result.errors.length, issues: rowIssues }} />
        ) : (
          <FormattedMessage id="grid.import.summary" values={{ rows: result.rows.length, errors: result.errors.length }} />
        )}
      </p>
      {listed.length > 0 && (
        <ul>
          {listed.map((e) => {
            const reason = cellProblemText(e.reason);
            return (
              <li key={`${e.row}:${e.column.id}`}>
                <FormattedMessage id="grid.import.error" values={{ row: e.row, column: label(e.column), reason: intl.formatMessage({ id: reason.id }, reason.values), text: cut(e.text) }} />
              </li>
            );
          })}
        </ul>
      )}
      {errors.length > listed.length && (
        <p data-testid="import-more-errors">
          <FormattedMessage id="grid.import.moreErrors" values={{ count: errors.length - listed.length }} />
        </p>
      )}
      {result.mapping.unknown.length > 0 && (
        <p>
          <FormattedMessage id="grid.import.unknownHeaders" values={{ headers: f.items(result.mapping.unknown.map(cut)) }} />
        </p>
      )}
      {result.mapping.missing.length > 0 && (
        <p>
          <FormattedMessage id="grid.import.missingColumns" values={{ columns: f.items(result.mapping.missing.map(label)) }} />
        </p>
      )}
    </section>
  );
}
