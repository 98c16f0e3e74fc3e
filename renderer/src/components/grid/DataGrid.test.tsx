// The grid component in happy-dom: ARIA structure, type-to-replace with validation announced, paste as one
// undo step, and the zh-CN texts.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useIntl } from 'react-intl';
import { useOperationValidator } from './bulk/useOperationValidator';
import { DataGrid } from './DataGrid';
import { IntlRoot } from '../../i18n/IntlRoot';
import type { GridColumn, GridRow } from './model/types';
import { giveElementsLayout } from '../../testing/grid-layout';

const columns: GridColumn[] = [
  { id: 'msku', field: 'msku_id', label: { en: 'MSKU id', zh: 'MSKU ID' }, kind: 'text' },
  { id: 'qty', field: 'quantity', label: { en: 'Quantity', zh: '数量' }, kind: 'integer' },
];

const common = { store_id: '1' };

function Grid({ rows, setRows }: { rows: GridRow[]; setRows(rows: GridRow[]): void }) {
  const intl = useIntl();
  const validator = useOperationValidator('videoxStock', common, columns, intl.locale);
  return <DataGrid columns={columns} rows={rows} onRowsChange={setRows} validate={validator} height={300} />;
}

function Harness({ locale = 'en' as 'en' | 'zh-CN', initial }: { locale?: 'en' | 'zh-CN'; initial: GridRow[] }) {
  const [rows, setRows] = useState(initial);
  return (
    <IntlRoot locale={locale}>
      <Grid rows={rows} setRows={setRows} />
      <pre data-testid="rows">{JSON.stringify(rows.map((r) => r.values))}</pre>
    </IntlRoot>
  );
}

const rowsOf = () => JSON.parse(screen.getByTestId('rows').textContent ?? '[]') as Array<Record<string, string>>;

afterEach(cleanup);

giveElementsLayout();

describe('DataGrid', () => {
  it('is an ARIA grid with row and column indexes and the active cell as aria-activedescendant', () => {
    render(<Harness initial={[{ id: 'a', values: { msku: 'A', qty: '1' } }]} />);
    const grid = screen.getByRole('grid', { name: 'Rows to send' });
    expect(grid.getAttribute('aria-rowcount')).toBe('2');
    expect(grid.getAttribute('aria-colcount')).toBe('4');
    const sink = screen.getByRole('textbox', { name: 'Rows to send' });
    const active = document.getElementById(sink.getAttribute('aria-activedescendant')!)!;
    expect(active.getAttribute('role')).toBe('gridcell');
    expect(active.getAttribute('aria-colindex')).toBe('2');
    expect(active.closest('[role="row"]')!.getAttribute('aria-rowindex')).toBe('2');
    expect(within(grid).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Row', 'MSKU id', 'Quantity', 'Status']);
  });

  it('typing replaces the cell; a refused decimal is kept, announced and counted', () => {
    render(<Harness initial={[{ id: 'a', values: { msku: 'A', qty: '1' } }]} />);
    const grid = screen.getByRole('grid');
    fireEvent.keyDown(grid, { key: 'ArrowRight' });
    fireEvent.keyDown(grid, { key: '2' });
    const editor = screen.getByRole('textbox', { name: 'Edit Quantity, row 1' });
    fireEvent.change(editor, { target: { value: '2.5' } });
    fireEvent.keyDown(editor, { key: 'Enter' });
    expect(rowsOf()).toEqual([{ msku: 'A', qty: '2.5' }]);
    expect(screen.getByTestId('grid-live').textContent).toBe('Quantity, row 1: must be a whole number, without decimals');
    expect(screen.getByTestId('grid-errors').textContent).toBe('1 error in 1 row');
  });

  it('Esc cancels an edit', () => {
    render(<Harness initial={[{ id: 'a', values: { msku: 'A', qty: '1' } }]} />);
    const grid = screen.getByRole('grid');
    fireEvent.keyDown(grid, { key: 'F2' });
    const editor = screen.getByRole('textbox', { name: 'Edit MSKU id, row 1' });
    fireEvent.change(editor, { target: { value: 'changed' } });
    fireEvent.keyDown(editor, { key: 'Escape' });
    expect(rowsOf()).toEqual([{ msku: 'A', qty: '1' }]);
  });

  it('a paste that grows the grid is one undo step', () => {
    render(<Harness initial={[{ id: 'a', values: { msku: 'A', qty: '1' } }]} />);
    const grid = screen.getByRole('grid');
    const data = { getData: (type: string) => (type === 'text/plain' ? 'B\t2\r\nC\t3\r\n' : '') };
    act(() => {
      fireEvent.paste(grid, { clipboardData: data });
    });
    expect(rowsOf()).toEqual([
      { msku: 'B', qty: '2' },
      { msku: 'C', qty: '3' },
    ]);
    fireEvent.keyDown(grid, { key: 'z', ctrlKey: true });
    expect(rowsOf()).toEqual([{ msku: 'A', qty: '1' }]);
    fireEvent.keyDown(grid, { key: 'y', ctrlKey: true });
    expect(rowsOf()).toHaveLength(2);
  });

  it('speaks zh-CN', () => {
    render(<Harness locale="zh-CN" initial={[{ id: 'a', values: { msku: '', qty: '1' } }]} />);
    expect(screen.getByRole('grid', { name: '待发送的行' })).toBeTruthy();
    expect(screen.getByTestId('grid-cell-info').textContent).toBe('MSKU ID，第 1 行：必填');
    expect(screen.getByTestId('grid-errors').textContent).toBe('1 行共 1 个错误');
  });

  it('Enter on a focused "Delete rows" deletes the selected row only, even when held or pressed again', async () => {
    const initial = ['A', 'B', 'C', 'D'].map((m, i) => ({ id: `r${i}`, values: { msku: m, qty: '1' } }));
    render(<Harness initial={initial} />);
    const del = screen.getByRole('button', { name: 'Delete rows' });
    act(() => del.focus());
    await userEvent.keyboard('{Enter>4/}');
    expect(rowsOf().map((r) => r.msku)).toEqual(['B', 'C', 'D']);
    await userEvent.keyboard('{Enter}');
    expect(rowsOf().map((r) => r.msku)).toEqual(['B', 'C', 'D']);
  });
});
