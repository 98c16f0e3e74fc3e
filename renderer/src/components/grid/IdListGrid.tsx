// A one-column grid of ids (un-pairing's MSKU ids, merging's order ids): paste thousands from a sheet or a
// scanner, duplicates removed on request, each id checked with the operation's own rule. Ids stay text (18-digit
// ids and leading zeros are exact). The screen owns the rows, as with DataGrid.
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { idText } from '../../../../shared/catalogue/fields';
import type { OperationId } from '../../../../shared/catalogue';
import { Button } from '../Button';
import { useOperationValidator } from './bulk/useOperationValidator';
import { DataGrid } from './DataGrid';
import type { MessageId } from '../../i18n/catalogue';
import { usePasteHeaders } from './import/paste-headers';
import type { GridColumn, GridRow, RowStatuses } from './model/types';

export interface IdListGridProps {
  /** cancelPairing (MSKU ids) checks each id as its list item; mergeOrders (one request) checks digits. */
  operation: Extract<OperationId, 'cancelPairing' | 'mergeOrders'>;
  rows: readonly GridRow[];
  onRowsChange(rows: GridRow[]): void;
  /** Column header: a message id (e.g. 'orders.col.orderId'). */
  header: MessageId;
  label?: string;
  statuses?: RowStatuses;
  height?: number;
  onRetryFailed?: (rowIds: readonly string[]) => void;
  onExportFailed?: (rows: GridRow[]) => void;
  onValidation?: Parameters<typeof DataGrid>[0]['onValidation'];
}

export const ID_COLUMN_ID = 'id';

// Order numbers are digits (spec 4.8: order ids); the merge request itself is one body, so the grid checks
// each id on its own with this rule instead of the whole request.
// The catalogue's coded id rule: the grid shows its message in the reader's language.
const orderId = idText();

/** The ids in order, trimmed, blanks and repeats left out (what a screen sends). */
export function idsOf(rows: readonly GridRow[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const r of rows) {
    const id = (r.values[ID_COLUMN_ID] ?? '').trim();
    if (id !== '' && !seen.has(id)) {
      seen.add(id);
      out.push(id);
    }
  }
  return out;
}

/** The rows without blank ones and without later repeats of an id. */
export function dedupeRows(rows: readonly GridRow[]): GridRow[] {
  const seen = new Set<string>();
  return rows.filter((r) => {
    const id = (r.values[ID_COLUMN_ID] ?? '').trim();
    if (id === '' || seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

export function IdListGrid(p: IdListGridProps) {
  const intl = useIntl();
  const columns = useMemo<GridColumn[]>(
    () => [{ id: ID_COLUMN_ID, field: '', label: p.header, kind: 'id', width: 260, aliases: ['id', 'ids', 'msku id', 'order id', '订单号', 'MSKU ID'] }],
    [p.header],
  );
  const validator = useOperationValidator(p.operation, null, columns, intl.locale, p.operation === 'mergeOrders' ? orderId : undefined);
  const onPaste = usePasteHeaders();
  const duplicates = p.rows.length - dedupeRows(p.rows).length - p.rows.filter((r) => (r.values[ID_COLUMN_ID] ?? '').trim() === '').length;
  return (
    <div className="stack">
      <DataGrid
        columns={columns}
        rows={p.rows}
        onRowsChange={p.onRowsChange}
        validate={validator}
        onPaste={onPaste}
        statuses={p.statuses}
        label={p.label}
        height={p.height ?? 300}
        onRetryFailed={p.onRetryFailed}
        onExportFailed={p.onExportFailed}
        onValidation={p.onValidation}
        widthsKey={`ids.${p.operation}`}
      />
      <div className="row">
        <Button isDisabled={duplicates === 0} onPress={() => p.onRowsChange(dedupeRows(p.rows))}>
          <FormattedMessage id="bulk.ids.dedupe" values={{ count: duplicates }} />
        </Button>
        <span className="small muted">{intl.formatMessage({ id: 'bulk.ids.count' }, { count: idsOf(p.rows).length })}</span>
      </div>
    </div>
  );
}
