// Filter, failed-only, row and history actions, and the screen's hooks for failed rows.
import { FormattedMessage, useIntl } from 'react-intl';

export interface GridToolbarProps {
  filterText: string;
  failedOnly: boolean;
  failedCount: number;
  /** Of the failed rows, those "Retry failed" sends (refusals the same row would meet again are left out). */
  retryCount?: number;
  canUndo: boolean;
  canRedo: boolean;
  onFilter(next: { text?: string; failedOnly?: boolean }): void;
  onInsertRow(): void;
  onDeleteRows(): void;
  onFillDown(): void;
  onUndo(): void;
  onRedo(): void;
  onRetryFailed?: () => void;
  onExportFailed?: () => void;
  /** Given when some column has a width the user chose: back to the columns' own widths. */
  onResetWidths?: () => void;
}

export function GridToolbar(p: GridToolbarProps) {
  const intl = useIntl();
  return (
    <div role="toolbar" aria-label={intl.formatMessage({ id: 'grid.toolbar.label' })} className="dg-toolbar">
      <input
        type="search"
        className="dg-filter"
        aria-label={intl.formatMessage({ id: 'grid.filter.label' })}
        placeholder={intl.formatMessage({ id: 'grid.filter.placeholder' })}
        value={p.filterText}
        onChange={(e) => p.onFilter({ text: e.target.value })}
      />
      <label className="dg-check">
        <input type="checkbox" checked={p.failedOnly} onChange={(e) => p.onFilter({ failedOnly: e.target.checked })} />
        <FormattedMessage id="grid.filter.failedOnly" values={{ count: p.failedCount }} />
      </label>
      <button type="button" onClick={p.onInsertRow}>
        <FormattedMessage id="grid.action.insertRow" />
      </button>
      {/* A held (auto-repeating) Enter would delete row after row: only a fresh press acts. */}
      <button type="button" onClick={p.onDeleteRows} onKeyDown={(e) => e.repeat && (e.key === 'Enter' || e.key === ' ') && e.preventDefault()}>
        <FormattedMessage id="grid.action.deleteRows" />
      </button>
      <button type="button" onClick={p.onFillDown}>
        <FormattedMessage id="grid.action.fillDown" />
      </button>
      <button type="button" onClick={p.onUndo} disabled={!p.canUndo}>
        <FormattedMessage id="grid.action.undo" />
      </button>
      <button type="button" onClick={p.onRedo} disabled={!p.canRedo}>
        <FormattedMessage id="grid.action.redo" />
      </button>
      {p.onResetWidths && (
        <button type="button" onClick={p.onResetWidths}>
          <FormattedMessage id="grid.action.resetWidths" />
        </button>
      )}
      {p.onRetryFailed && (p.retryCount ?? p.failedCount) > 0 && (
        <button type="button" onClick={p.onRetryFailed}>
          <FormattedMessage id="grid.action.retryFailed" values={{ count: p.retryCount ?? p.failedCount }} />
        </button>
      )}
      {p.onExportFailed && p.failedCount > 0 && (
        <button type="button" onClick={p.onExportFailed}>
          <FormattedMessage id="grid.action.exportFailed" />
        </button>
      )}
    </div>
  );
}
