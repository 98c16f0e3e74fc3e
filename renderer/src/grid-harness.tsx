// Development and test page for the grid alone (no bridge, no main process): ten columns on the videox stock
// operation, rows generated from ?rows=N, the locale from ?locale=. It exposes a small handle on window for
// the end-to-end tests and the bench (refetch, statuses, timings); nothing in the app links here.
import { StrictMode, useCallback, useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { FormattedMessage, useIntl } from 'react-intl';
import { useOperationValidator } from './components/grid/bulk/useOperationValidator';
import { DataGrid } from './components/grid/DataGrid';
import { usePasteHeaders } from './components/grid/import/paste-headers';
import { rowsToCsv } from './components/grid/import/csv';
import { ImportReport } from './components/grid/import/ImportReport';
import { ImportSteps } from './components/grid/import/ImportSteps';
import { ACCEPTED_FILES, downloadBlob } from './components/grid/import/read-file';
import type { SheetImport } from './components/grid/import/sheet-rows';
import { useFileDrop } from './components/grid/import/useFileDrop';
import { useSheetImport } from './components/grid/import/useSheetImport';
import { rowsToXlsxBlob } from './components/grid/import/xlsx';
import type { GridColumn, GridRow, RowStatus } from './components/grid/model/types';
import { IntlRoot } from './i18n/IntlRoot';

const COLUMNS: GridColumn[] = [
  { id: 'msku', field: 'msku_id', label: { en: 'MSKU id', zh: 'MSKU ID' }, kind: 'text', width: 150 },
  { id: 'warehouse', field: 'warehouse_id', label: { en: 'Warehouse', zh: '仓库' }, kind: 'text', width: 110 },
  { id: 'qty', field: 'quantity', label: { en: 'Quantity', zh: '数量' }, kind: 'integer', width: 100 },
  { id: 'sku', field: 'x_sku', label: { en: 'SKU', zh: 'SKU' }, kind: 'text', width: 120 },
  { id: 'name', field: 'x_name', label: { en: 'Product name', zh: '品名' }, kind: 'text', width: 180 },
  { id: 'barcode', field: 'x_barcode', label: { en: 'Barcode', zh: '条码' }, kind: 'id', width: 170 },
  { id: 'price', field: 'x_price', label: { en: 'Price', zh: '价格' }, kind: 'decimal', width: 100 },
  { id: 'weight', field: 'x_weight', label: { en: 'Weight (g)', zh: '重量（克）' }, kind: 'integer', width: 100 },
  { id: 'store', field: 'x_store', label: { en: 'Store code', zh: '店铺代码' }, kind: 'text', width: 110 },
  { id: 'remark', field: 'x_remark', label: { en: 'Remark', zh: '备注' }, kind: 'text', width: 160 },
];

function makeRows(n: number): GridRow[] {
  const rows: GridRow[] = new Array(n);
  for (let i = 0; i < n; i++) {
    const values = {
      msku: `MSKU-${String(i + 1).padStart(6, '0')}`,
      warehouse: i % 3 === 0 ? 'WH-1' : '',
      qty: String(i % 500),
      sku: `SKU${i + 1}`,
      name: `Product ${i + 1}`,
      barcode: `69${String(1000000000 + i)}`,
      price: `${(i % 100) + 0.5}`,
      weight: String(100 + (i % 900)),
      store: `S${i % 7}`,
      remark: '',
    };
    rows[i] = { id: `r${i + 1}`, values, original: values };
  }
  return rows;
}

export interface GridHarnessHandle {
  rows(): GridRow[];
  /** Replaces every row with a fresh object (same ids), in reverse order: a refetch from the server. */
  refetch(): void;
  setStatuses(entries: Array<[string, RowStatus]>): void;
  timings: { start: number; rendered?: number };
}

declare global {
  interface Window {
    gridHarness?: GridHarnessHandle;
  }
}

const params = new URLSearchParams(window.location.search);
const locale = params.get('locale') === 'zh-CN' ? 'zh-CN' : 'en';
const initialCount = Number(params.get('rows') ?? '20');
const height = Number(params.get('height') ?? '480');
const initial = makeRows(Number.isFinite(initialCount) ? initialCount : 20);
const COMMON = { store_id: '1001' };
const timings: GridHarnessHandle['timings'] = { start: performance.now() };
let importCounter = 0;

function Harness() {
  const [rows, setRows] = useState<GridRow[]>(initial);
  const [statuses, setStatuses] = useState<ReadonlyMap<string, RowStatus>>(() => new Map());
  const [exported, setExported] = useState<string[]>([]);
  const [retried, setRetried] = useState<readonly string[]>([]);
  const rowsRef = useRef(rows);
  rowsRef.current = rows;

  useEffect(() => {
    requestAnimationFrame(() => {
      timings.rendered = performance.now();
    });
    window.gridHarness = {
      rows: () => rowsRef.current,
      refetch: () => setRows((prev) => [...prev].reverse().map((r) => ({ id: r.id, values: { ...r.values }, original: r.original }))),
      setStatuses: (entries) => setStatuses(new Map(entries)),
      timings,
    };
  }, []);

  const intl = useIntl();
  const validator = useOperationValidator('videoxStock', COMMON, COLUMNS, intl.locale);
  const onPaste = usePasteHeaders();
  const [imported, setImported] = useState<SheetImport | null>(null);
  const flow = useSheetImport({
    columns: COLUMNS,
    locale: intl.locale,
    screen: 'grid-harness',
    newId: () => `imp-${++importCounter}`,
    // As a bulk screen imports: rows checked in slices before they land, a job's most counted with the grid's rows.
    validator,
    rowsInGrid: rows.length,
    onImported: (result) => {
      setImported(result);
      setRows((prev) => [...prev, ...result.rows]);
    },
  });
  const { read } = flow;
  const onImport = useCallback((file: File | undefined) => void (file && read(file)), [read]);
  const gridBox = useRef<HTMLDivElement>(null);
  const dragging = useFileDrop(gridBox, onImport);

  const onExportFailed = useCallback((failed: GridRow[]) => setExported(failed.map((r) => r.id)), []);
  return (
    <main style={{ padding: 16 }}>
      <h1>Grid harness</h1>
      <div ref={gridBox} data-testid="harness-grid-box">
      <DataGrid
        columns={COLUMNS}
        rows={rows}
        onRowsChange={setRows}
        validate={validator}
        onPaste={onPaste}
        statuses={statuses}
        height={height}
        onRetryFailed={setRetried}
        onExportFailed={onExportFailed}
      />
      </div>
      <ImportSteps flow={flow} columns={COLUMNS} dragging={dragging} />
      <p>
        <label>
          <FormattedMessage id="grid.import.file" /> <input type="file" accept={ACCEPTED_FILES} onChange={(e) => onImport(e.target.files?.[0])} />
        </label>{' '}
        <button type="button" onClick={() => downloadBlob(new Blob([rowsToCsv(COLUMNS, rows, intl.locale)], { type: 'text/csv' }), 'rows.csv')}>
          <FormattedMessage id="grid.export.csv" />
        </button>{' '}
        <button type="button" onClick={() => void rowsToXlsxBlob(COLUMNS, rows, intl.locale).then((b) => downloadBlob(b, 'rows.xlsx'))}>
          <FormattedMessage id="grid.export.xlsx" />
        </button>
      </p>
      {imported && <ImportReport result={imported} />}
      <output data-testid="harness-exported">{exported.join(',')}</output>
      <output data-testid="harness-retried">{retried.join(',')}</output>
    </main>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('grid-harness.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <IntlRoot locale={locale}>
      <Harness />
    </IntlRoot>
  </StrictMode>,
);
