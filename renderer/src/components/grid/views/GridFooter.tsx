// Counts under the grid: rows shown, validation errors (a button to the next error), changed cells, the
// selection's size.
import { FormattedMessage } from 'react-intl';

export interface GridFooterProps {
  visible: number;
  total: number;
  pending: boolean;
  errors: number;
  rowsWithErrors: number;
  dirty: number;
  selection: { rows: number; cols: number };
  /** Go to the next error (the count is then a button; F8 does the same in the grid). */
  onErrors?: () => void;
}

export function GridFooter(p: GridFooterProps) {
  return (
    <div className="dg-footer">
      <span data-testid="grid-rows">
        <FormattedMessage id="grid.footer.rows" values={{ visible: p.visible, total: p.total }} />
      </span>
      {p.errors > 0 && !p.pending && p.onErrors ? (
        <button type="button" className="dg-footer-errors dg-footer-button" aria-keyshortcuts="F8" onClick={p.onErrors}>
          <span data-testid="grid-errors">
            <FormattedMessage id="grid.footer.errors" values={{ count: p.errors, rows: p.rowsWithErrors }} />
          </span>
          <span className="dg-sr-only">
            {' '}
            <FormattedMessage id="grid.footer.nextError" />
          </span>
        </button>
      ) : (
        <span data-testid="grid-errors" className={p.errors > 0 ? 'dg-footer-errors' : undefined}>
          {p.pending ? <FormattedMessage id="grid.footer.checking" /> : <FormattedMessage id="grid.footer.errors" values={{ count: p.errors, rows: p.rowsWithErrors }} />}
        </span>
      )}
      <span data-testid="grid-dirty">
        <FormattedMessage id="grid.footer.dirty" values={{ count: p.dirty }} />
      </span>
      <span data-testid="grid-selection">
        <FormattedMessage id="grid.footer.selection" values={p.selection} />
      </span>
    </div>
  );
}
