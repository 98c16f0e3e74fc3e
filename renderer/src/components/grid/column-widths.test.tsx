// Column widths in the grid component: the keyboard sizes the active column, a width is remembered per grid and
// comes back when the grid opens again, and "Reset column widths" gives the columns their own widths back.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataGrid } from './DataGrid';
import { IntlRoot } from '../../i18n/IntlRoot';
import type { GridColumn, GridRow } from './model/types';
import { giveElementsLayout } from '../../testing/grid-layout';
import { WIDTH_STEP } from './model/column-sizing';

const columns: GridColumn[] = [
  { id: 'msku', field: 'msku_id', label: { en: 'MSKU id', zh: 'MSKU ID' }, kind: 'text', width: 160 },
  { id: 'name', field: 'name', label: { en: 'Name', zh: '名称' }, kind: 'text', width: 120 },
];

function Harness({ widthsKey }: { widthsKey?: string }) {
  const [rows, setRows] = useState<GridRow[]>([{ id: 'a', values: { msku: 'A', name: `a long name ${'x'.repeat(30)}` } }]);
  return (
    <IntlRoot locale="en">
      <DataGrid columns={columns} rows={rows} onRowsChange={setRows} height={300} widthsKey={widthsKey} />
    </IntlRoot>
  );
}

const headerWidth = (name: string) => (screen.getByRole('columnheader', { name }) as HTMLElement).style.width;
const nameCellWidth = () => (document.querySelector('[role="gridcell"][data-col="1"]') as HTMLElement).style.width;

afterEach(cleanup);
beforeEach(() => localStorage.clear());
// 700 px: the columns (280), the row header (64) and the Status column (180) leave 176 px, which the Status column
// takes: the columns keep their own widths.
giveElementsLayout({ height: 300, width: 700 });

describe('column widths', () => {
  it('Alt+→ / Alt+← widen and narrow the active column, header and cells alike', () => {
    render(<Harness />);
    const grid = screen.getByRole('grid');
    fireEvent.keyDown(grid, { key: 'ArrowRight' });
    fireEvent.keyDown(grid, { key: 'ArrowRight', altKey: true });
    fireEvent.keyDown(grid, { key: 'ArrowRight', altKey: true });
    expect(headerWidth('Name')).toBe(`${120 + 2 * WIDTH_STEP}px`);
    expect(nameCellWidth()).toBe(`${120 + 2 * WIDTH_STEP}px`);
    fireEvent.keyDown(grid, { key: 'ArrowLeft', altKey: true });
    expect(headerWidth('Name')).toBe(`${120 + WIDTH_STEP}px`);
    // The active cell did not move: Alt+arrows size, plain arrows move.
    expect(nameCellWidth()).toBe(`${120 + WIDTH_STEP}px`);
  });

  it('Alt+Shift+F fits the active column to the widest value of its rows; the cut text is on the line above', () => {
    render(<Harness />);
    const grid = screen.getByRole('grid');
    fireEvent.keyDown(grid, { key: 'ArrowRight' });
    expect(screen.getByTestId('grid-cell-info').textContent).toContain(`“a long name ${'x'.repeat(30)}”`);
    fireEvent.keyDown(grid, { key: 'F', code: 'KeyF', altKey: true, shiftKey: true });
    const fitted = parseInt(headerWidth('Name'), 10);
    expect(fitted).toBeGreaterThan(120);
    expect(fitted).toBeLessThan(640);
    expect(screen.getByTestId('grid-cell-info').textContent).toBe('Name, row 1');
  });

  it('are remembered per grid and given back by "Reset column widths"', () => {
    const first = render(<Harness widthsKey="videox-stock" />);
    fireEvent.keyDown(screen.getByRole('grid'), { key: 'ArrowRight', altKey: true });
    expect(headerWidth('MSKU id')).toBe(`${160 + WIDTH_STEP}px`);
    first.unmount();

    render(<Harness widthsKey="other-screen" />);
    expect(headerWidth('MSKU id')).toBe('160px');
    cleanup();

    render(<Harness widthsKey="videox-stock" />);
    expect(headerWidth('MSKU id')).toBe(`${160 + WIDTH_STEP}px`);
    fireEvent.click(within(screen.getByRole('toolbar')).getByRole('button', { name: 'Reset column widths' }));
    expect(headerWidth('MSKU id')).toBe('160px');
    expect(within(screen.getByRole('toolbar')).queryByRole('button', { name: 'Reset column widths' })).toBeNull();
    cleanup();
    render(<Harness widthsKey="videox-stock" />);
    expect(headerWidth('MSKU id')).toBe('160px');
  });
});

describe('on a narrow box', () => {
  // 500 px: 256 px for the data columns beside the row header (64) and the Status column (180).
  giveElementsLayout({ height: 300, width: 500 });
  const narrow: GridColumn[] = [
    { id: 'msku', field: 'msku_id', label: { en: 'MSKU id', zh: 'MSKU ID' }, kind: 'text', width: 160, minWidth: 100 },
    { id: 'name', field: 'name', label: { en: 'Name', zh: '名称' }, kind: 'text', width: 120, minWidth: 80 },
  ];
  function Narrow() {
    const [rows, setRows] = useState<GridRow[]>([{ id: 'a', values: { msku: 'A', name: 'B' } }]);
    return (
      <IntlRoot locale="en">
        <DataGrid columns={narrow} rows={rows} onRowsChange={setRows} height={300} widthsKey="narrow" />
      </IntlRoot>
    );
  }

  it('the columns that declare a minimum give way to fit, and a first sizing keeps what is shown', () => {
    render(<Narrow />);
    const shrunk = [parseInt(headerWidth('MSKU id'), 10), parseInt(headerWidth('Name'), 10)];
    expect(shrunk[0]).toBeLessThan(160);
    expect(shrunk[1]).toBeLessThan(120);
    expect(shrunk[0]! + shrunk[1]!).toBeLessThanOrEqual(256);
    fireEvent.keyDown(screen.getByRole('grid'), { key: 'ArrowRight', altKey: true });
    expect(headerWidth('MSKU id')).toBe(`${shrunk[0]! + WIDTH_STEP}px`);
    expect(headerWidth('Name')).toBe(`${shrunk[1]}px`);
  });
});

describe('on a wide box', () => {
  // 1,000 px: 476 px beside the columns; the Status column may take 180 of them, the columns share the rest.
  giveElementsLayout({ height: 300, width: 1000 });
  const statusWidth = () => (screen.getByRole('columnheader', { name: 'Status' }) as HTMLElement).style.width;

  it('the columns widen into the room in proportion to their widths and the Status column takes the rest, filling the box', () => {
    render(<Harness />);
    const grown = [parseInt(headerWidth('MSKU id'), 10), parseInt(headerWidth('Name'), 10)];
    expect(grown[0]).toBe(Math.floor(160 + 296 * (160 / 280)));
    expect(grown[1]).toBe(Math.floor(120 + 296 * (120 / 280)));
    expect(64 + grown[0]! + grown[1]! + parseInt(statusWidth(), 10)).toBe(1000);
  });

  it('a first sizing starts from the widths shown, so no other column jumps', () => {
    render(<Harness />);
    const shown = parseInt(headerWidth('MSKU id'), 10);
    const name = headerWidth('Name');
    fireEvent.keyDown(screen.getByRole('grid'), { key: 'ArrowRight', altKey: true });
    expect(headerWidth('MSKU id')).toBe(`${shown + WIDTH_STEP}px`);
    expect(headerWidth('Name')).toBe(name);
  });
});
