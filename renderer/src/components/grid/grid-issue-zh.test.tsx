// A bad cell says which row, which field and why in the reader's language: the catalogue's rule arrives as a
// code with values and is worded in zh-CN, never shown as the catalogue's English.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
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

function ValidatedGrid({ initial }: { initial: GridRow[] }) {
  const [rows, setRows] = useState(initial);
  const validator = useOperationValidator('videoxStock', common, columns, 'zh-CN');
  return <DataGrid columns={columns} rows={rows} onRowsChange={setRows} validate={validator} height={300} />;
}

function Harness({ initial }: { initial: GridRow[] }) {
  return (
    <IntlRoot locale="zh-CN">
      <ValidatedGrid initial={initial} />
    </IntlRoot>
  );
}

afterEach(cleanup);
giveElementsLayout();

describe('a bad cell in zh-CN', () => {
  it('names the row, the field and the rule broken, from the issue code', () => {
    render(<Harness initial={[{ id: 'a', values: { msku: 'A', qty: '1' } }, { id: 'b', values: { msku: 'B', qty: '-5' } }]} />);
    const grid = screen.getByRole('grid');
    fireEvent.keyDown(grid, { key: 'ArrowDown' });
    fireEvent.keyDown(grid, { key: 'ArrowRight' });
    expect(screen.getByTestId('grid-cell-info').textContent).toBe('数量，第 2 行：须为不小于 0 的整数');
    expect(screen.getByTestId('grid-errors').textContent).toBe('1 行共 1 个错误');
  });

  it('a text too long says its limit in zh-CN', () => {
    render(<Harness initial={[{ id: 'a', values: { msku: 'M'.repeat(101), qty: '1' } }]} />);
    expect(screen.getByTestId('grid-cell-info').textContent).toBe('MSKU ID，第 1 行：最多 100 个字符');
  });
});
