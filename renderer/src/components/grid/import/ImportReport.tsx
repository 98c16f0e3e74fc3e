// What an import did, in the user's language: rows taken, each cell to fix (sheet row, column, reason,
// the text as it was), headers not used and columns the file lacked.
import { FormattedMessage, useIntl } from 'react-intl';
import { labelOf } from '../model/types';
import type { SheetImport } from './sheet-rows';

export interface ImportReportProps {
  result: SheetImport;
  /** The cells still to fix, listed (default: every one the import found); the summary keeps what the import found. */
  errors?: SheetImport['errors'];
}

export function ImportReport({ result, errors = result.errors }: ImportReportProps) {
  const intl = useIntl();
  const label = (c: Parameters<typeof labelOf>[0]) => labelOf(c, intl.locale);
  return (
    <section className="dg-import-report" aria-live="polite">
      <p>
        <FormattedMessage id="grid.import.summary" values={{ rows: result.rows.length, errors: result.errors.length }} />
      </p>
      {errors.length > 0 && (
        <ul>
          {errors.map((e) => (
            <li key={`${e.row}:${e.column.id}`}>
              <FormattedMessage
                id="grid.import.error"
                values={{ row: e.row, column: label(e.column), reason: intl.formatMessage({ id: `grid.issue.${e.reason}` }), text: e.text }}
              />
            </li>
          ))}
        </ul>
      )}
      {result.mapping.unknown.length > 0 && (
        <p>
          <FormattedMessage id="grid.import.unknownHeaders" values={{ headers: result.mapping.unknown.join(', ') }} />
        </p>
      )}
      {result.mapping.missing.length > 0 && (
        <p>
          <FormattedMessage id="grid.import.missingColumns" values={{ columns: result.mapping.missing.map(label).join(', ') }} />
        </p>
      )}
    </section>
  );
}
