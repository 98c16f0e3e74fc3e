// The grid as a screen uses it, in happy-dom: a pasted header row (a real Excel table from the shared
// fixtures, and zh-CN headers) maps columns by name and is not pasted as data; rows keep their own numbers
// under sort; a duplicate's reason is on the line every cell of the row describes itself by; a typed date is
// normalised by its column; the grid validates only through the `validate` hook it is given.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { useOperationValidator } from '../../../renderer/src/components/grid/bulk/useOperationValidator';
import { DataGrid } from '../../../renderer/src/components/grid/DataGrid';
import { pastedHeader, usePasteHeaders } from '../../../renderer/src/components/grid/import/paste-headers';
import { parseTsv } from '../../../renderer/src/components/grid/model/clipboard-tsv';
import type { GridColumn, GridRow } from '../../../renderer/src/components/grid/model/types';
import { IntlRoot } from '../../../renderer/src/i18n/IntlRoot';
import { sharedPayload } from './clipboard-fixtures';
import { giveElementsLayout } from '../../../renderer/src/testing/grid-layout';

const stock: GridColumn[] = [
  { id: 'msku', field: 'msku_id', label: { en: 'MSKU id', zh: 'MSKU ID' }, kind: 'text' },
  { id: 'wh', field: 'warehouse_id', label: { en: 'Warehouse', zh: '仓库' }, kind: 'text' },
  { id: 'qty', field: 'quantity', label: { en: 'Quantity', zh: '数量' }, kind: 'integer' },
];
// Columns named as the real Excel table's headers (`No.`, `ID`, `Work Item Type`), in another order.
const workItems: GridColumn[] = [
  { id: 'type', field: 'type', label: { en: 'Work item type', zh: '工作项类型' }, kind: 'text' },
  { id: 'no', field: 'no', label: { en: 'No.', zh: '序号' }, kind: 'integer' },
  { id: 'link', field: 'link', label: { en: 'Link', zh: '链接' }, kind: 'text', aliases: ['ID'] },
];
const dated: GridColumn[] = [
  { id: 'code', field: 'code', label: { en: 'Code', zh: '编码' }, kind: 'text' },
  { id: 'arrival', field: 'arrival', label: { en: 'Expected arrival', zh: '预计到货' }, kind: 'text', editor: { type: 'dateTime' } },
];
const common = { store_id: '1' };

function CatalogueGrid({ rows, setRows }: { rows: GridRow[]; setRows(rows: GridRow[]): void }) {
  const intl = useIntl();
  const validator = useOperationValidator('videoxStock', common, stock, intl.locale);
  return <DataGrid columns={stock} rows={rows} onRowsChange={setRows} validate={validator} onPaste={usePasteHeaders()} height={300} />;
}

function Harness({ locale = 'en', initial, columns }: { locale?: 'en' | 'zh-CN'; initial: GridRow[]; columns?: GridColumn[] }) {
  const [rows, setRows] = useState(initial);
  return (
    <IntlRoot locale={locale}>
      {columns ? <PlainGrid columns={columns} rows={rows} setRows={setRows} /> : <CatalogueGrid rows={rows} setRows={setRows} />}
      <pre data-testid="rows">{JSON.stringify(rows.map((r) => r.values))}</pre>
    </IntlRoot>
  );
}

function PlainGrid({ columns, rows, setRows }: { columns: GridColumn[]; rows: GridRow[]; setRows(rows: GridRow[]): void }) {
  return <DataGrid columns={columns} rows={rows} onRowsChange={setRows} onPaste={usePasteHeaders()} height={300} />;
}

const rowsOf = () => JSON.parse(screen.getByTestId('rows').textContent ?? '[]') as Array<Record<string, string>>;
const paste = (text: string) =>
  act(() => {
    fireEvent.paste(screen.getByRole('grid'), { clipboardData: { getData: (type: string) => (type === 'text/plain' ? text : '') } });
  });
const rowNumbers = () => screen.getAllByRole('rowheader').map((h) => h.querySelector('.dg-rownum')?.textContent);

afterEach(cleanup);
giveElementsLayout();

describe('a pasted header row', () => {
  it('in a real Excel table names the columns each pasted column fills', () => {
    const matrix = parseTsv(sharedPayload('excel-win-table-links-8x3.tsv'));
    expect(matrix[0]).toEqual(['No.', 'ID', 'Work Item Type']);
    expect(pastedHeader(matrix, workItems)).toEqual({ targets: [1, 2, 0], unknown: [] });
  });

  it('is one row followed by data: a single row, or a first row that is mostly not column names, is data', () => {
    expect(pastedHeader([['SKU']], stock)).toBeNull();
    expect(pastedHeader([['数量', '仓库']], stock)).toBeNull();
    expect(pastedHeader([['A-1', 'WH-9', 'Quantity'], ['A-2', 'WH-9', '3']], stock)).toBeNull();
    expect(pastedHeader([['数量', 'MSKU ID', 'Remark'], ['3', 'A-1', 'x']], stock)).toEqual({ targets: [2, 0, null], unknown: ['Remark'] });
  });

  it('pastes the real Excel table by name, skips the header row and says so', () => {
    render(<Harness columns={workItems} initial={[{ id: 'a', values: {} }]} />);
    paste(sharedPayload('excel-win-table-links-8x3.tsv'));
    const rows = rowsOf();
    expect(rows).toHaveLength(7);
    expect(rows[0]).toEqual({ type: 'Bug', no: '1', link: 'link' });
    expect(rows.some((r) => Object.values(r).includes('No.'))).toBe(false);
    expect(screen.getByTestId('grid-note').textContent).toBe(
      'The first pasted row was the column names; it was skipped. Pasted by name into: No., Link, Work item type.',
    );
  });

  it('with zh-CN headers in another order lands by name, wherever the active cell is', () => {
    render(<Harness locale="zh-CN" initial={[{ id: 'a', values: {} }]} />);
    const grid = screen.getByRole('grid');
    fireEvent.keyDown(grid, { key: 'ArrowRight' });
    paste('数量\tMSKU ID\t备注\r\n5\tA-1\tx\r\n1,200\tA-2\ty\r\n');
    expect(rowsOf()).toEqual([
      { qty: '5', msku: 'A-1' },
      { qty: '1200', msku: 'A-2' },
    ]);
    expect(screen.getByTestId('grid-note').textContent).toBe('粘贴的第一行是列名，已跳过。 未使用的列：备注 已按列名粘贴到：数量、MSKU ID。');
    expect(screen.getByTestId('grid-errors').textContent).toBe('没有错误');
  });
});

describe('row numbers', () => {
  it('stay the rows’ own under sort, in the row headers and in the line naming the active cell', () => {
    const initial = ['C', 'A', 'B'].map((m, i) => ({ id: `r${i}`, values: { msku: m, qty: String(i) } }));
    render(<Harness initial={initial} />);
    expect(rowNumbers()).toEqual(['1', '2', '3']);
    act(() => {
      fireEvent.click(within(screen.getByRole('grid')).getByRole('button', { name: 'MSKU id' }));
    });
    expect(screen.getAllByRole('row').slice(1).map((r) => r.querySelector('[aria-colindex="2"]')?.textContent)).toEqual(['A', 'B', 'C']);
    expect(rowNumbers()).toEqual(['2', '3', '1']);
    expect(screen.getByTestId('grid-cell-info').textContent).toBe('MSKU id, row 2');
  });
});

describe('a duplicate row', () => {
  it('says which row it repeats on the line every cell of the row is described by, not only in a tooltip', () => {
    const initial = [
      { id: 'a', values: { msku: 'A-1', qty: '1' } },
      { id: 'b', values: { msku: 'B-1', qty: '2' } },
      { id: 'c', values: { msku: 'A-1', qty: '3' } },
    ];
    render(<Harness initial={initial} />);
    const grid = screen.getByRole('grid');
    fireEvent.keyDown(grid, { key: 'F8' });
    expect(screen.getByTestId('grid-cell-info').textContent).toBe('MSKU id, row 3: is the same item as row 1');
    fireEvent.keyDown(grid, { key: 'ArrowRight' });
    fireEvent.keyDown(grid, { key: 'ArrowRight' });
    expect(screen.getByTestId('grid-cell-info').textContent).toBe('Quantity, row 3: is the same item as row 1');
    expect(screen.getByRole('textbox', { name: 'Rows to send' }).getAttribute('aria-describedby')).toBe(screen.getByTestId('grid-cell-info').id);
  });
});

describe('typing into a date column', () => {
  it('normalises what is typed as an import does', () => {
    render(<Harness columns={dated} initial={[{ id: 'a', values: { code: 'X' } }]} />);
    const grid = screen.getByRole('grid');
    fireEvent.keyDown(grid, { key: 'ArrowRight' });
    fireEvent.keyDown(grid, { key: '2' });
    const editor = screen.getByRole('textbox', { name: 'Edit Expected arrival, row 1' });
    fireEvent.change(editor, { target: { value: '2020年1月1日' } });
    fireEvent.keyDown(editor, { key: 'Enter' });
    expect(rowsOf()).toEqual([{ code: 'X', arrival: '2020-01-01 00:00:00' }]);
  });
});

describe('without a validate hook', () => {
  it('flags nothing: the rules are the screen’s', () => {
    render(<Harness columns={stock} initial={[{ id: 'a', values: { msku: '', qty: 'x' } }]} />);
    expect(screen.getByTestId('grid-errors').textContent).toBe('No errors');
  });
});

describe('what a paste left out', () => {
  it('is shown above the grid, not only told to screen readers, in both languages', () => {
    render(<Harness initial={[{ id: 'a', values: {} }]} />);
    const grid = screen.getByRole('grid');
    fireEvent.keyDown(grid, { key: 'ArrowRight' });
    // From the second column, five pasted columns: two fit, three do not.
    paste('A-1\tWH-1\t5\tx\ty\r\n');
    expect(screen.getByTestId('grid-note').textContent).toBe('3 columns did not fit and were not pasted');
    cleanup();
    render(<Harness locale="zh-CN" initial={[{ id: 'a', values: {} }]} />);
    paste('A-1\tWH-1\t5\tx\r\n');
    expect(screen.getByTestId('grid-note').textContent).toBe('有 1 列超出表格，未粘贴');
  });
});

describe('a very long cell', () => {
  it('shows its first thousand characters; the row keeps the whole text', () => {
    const long = '长'.repeat(50_000);
    render(<Harness initial={[{ id: 'a', values: { code: long } }]} columns={dated} />);
    const cell = screen.getAllByRole('row')[1]!.querySelector('[aria-colindex="2"]')!;
    expect(cell.textContent).toBe(`${'长'.repeat(1000)}…`);
    expect(rowsOf()[0]!.code).toHaveLength(50_000);
  });
});
