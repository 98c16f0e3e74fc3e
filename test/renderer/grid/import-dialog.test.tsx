// The mapping step shows a file's values cut to a few dozen characters (a 20 MB cell laid out whole held the page
// for 30 s), and refuses, before anything lands, a sheet longer than one job takes, alone or with the grid's rows.
// The read's own refusals are said with their numbers, in both languages.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ImportDialog, PREVIEW_CHARS } from '../../../renderer/src/components/grid/import/ImportDialog';
import { ImportSteps } from '../../../renderer/src/components/grid/import/ImportSteps';
import type { useSheetImport } from '../../../renderer/src/components/grid/import/useSheetImport';
import type { FileRead } from '../../../shared/sheets/workbook';
import type { GridColumn } from '../../../renderer/src/components/grid/model/types';
import { IntlRoot } from '../../../renderer/src/i18n/IntlRoot';

const columns: GridColumn[] = [
  { id: 'msku', field: 'msku_id', label: { en: 'MSKU id', zh: 'MSKU ID' }, kind: 'text' },
  { id: 'qty', field: 'quantity', label: { en: 'Quantity', zh: '数量' }, kind: 'integer' },
];
const readOf = (cells: string[][], extra: object = {}): FileRead => ({ sheets: [{ name: 'S', cells, merges: [], ...extra }], text: null });
const noop = () => undefined;

function dialog(read: FileRead, props: { room?: number; rowsInGrid?: number; maxRows?: number } = {}, locale: 'en' | 'zh-CN' = 'en') {
  render(
    <IntlRoot locale={locale}>
      <ImportDialog fileName="big.csv" read={read} columns={columns} remembered={{}} onConfirm={noop} onEncoding={noop} onCancel={noop} {...props} />
    </IntlRoot>,
  );
}
const importButton = () => screen.getByRole('button', { name: /^Import \d/ });

afterEach(cleanup);

describe('the mapping step', () => {
  it('shows a huge cell and a huge header cut, with their length', () => {
    const huge = 'x'.repeat(1_000_000);
    dialog(readOf([[huge, 'Quantity'], ['A-1', '5'], [huge, '6']]));
    const table = screen.getByRole('table');
    expect(table.textContent!.length).toBeLessThan(PREVIEW_CHARS * 4 + 200);
    expect(table.textContent).toContain('(1,000,000 characters)');
  });

  it('shows an id stored as a number as a spreadsheet shows it, not as digits it never had', () => {
    dialog(readOf([['MSKU ID', 'Quantity'], ['138400326137585000', '5']], { lossy: [1, 0] }));
    expect(screen.getByRole('table').textContent).toContain('1.38400326137585E+17');
    expect(screen.getByRole('table').textContent).not.toContain('138400326137585000');
  });

  it('refuses a sheet that, with the grid’s rows, is more than one job takes, and says so', () => {
    dialog(readOf([['MSKU ID', 'Quantity'], ...Array.from({ length: 6 }, (_, i) => [`M${i}`, '1'])]), { room: 5, rowsInGrid: 95, maxRows: 100 });
    expect(screen.getByTestId('import-over-cap').textContent).toBe('The grid already holds 95 rows; with these 6 it would hold 101, more than one job sends (100). Send or clear the grid first, or import a smaller file.');
    expect(importButton().getAttribute('data-disabled')).toBe('true');
  });

  it('an empty grid: the sheet alone is more than one job takes', () => {
    dialog(readOf([['MSKU ID', 'Quantity'], ...Array.from({ length: 6 }, (_, i) => [`M${i}`, '1'])]), { room: 5, rowsInGrid: 0, maxRows: 5 });
    expect(screen.getByTestId('import-over-cap').textContent).toBe('This sheet holds 6 rows; one import takes at most 5 (the most one job sends). Split it into parts of at most 5 rows.');
    expect(importButton().getAttribute('data-disabled')).toBe('true');
  });

  it('takes the same sheet when the grid has room', () => {
    dialog(readOf([['MSKU ID', 'Quantity'], ...Array.from({ length: 6 }, (_, i) => [`M${i}`, '1'])]), { room: 6, rowsInGrid: 94, maxRows: 100 });
    expect(screen.queryByTestId('import-over-cap')).toBeNull();
    expect(importButton().getAttribute('data-disabled')).toBeNull();
  });

  it('refuses a sheet the reader marked as longer than one import takes (a workbook with another sheet beside it)', () => {
    const read = readOf([['MSKU ID', 'Quantity'], ['M0', '1']], { overCap: 1_000_001 });
    dialog({ ...read, sheets: [...read.sheets, { name: 'Notes', cells: [['x']], merges: [] }] }, { maxRows: 100_000 }, 'zh-CN');
    expect(screen.getByTestId('import-over-cap').textContent).toBe('此工作表有 1,000,001 行；一次导入最多 100,000 行（一个任务发送的上限）。请拆分成每份最多 100,000 行，或选择其他工作表。');
  });
});

describe('a file refused while reading', () => {
  const flowOf = (state: ReturnType<typeof useSheetImport>['state']) => ({ state, maxRows: 100_000, room: 100_000, rowsInGrid: 0, read: noop, cancel: noop, confirm: noop, remembered: () => ({}) }) as unknown as ReturnType<typeof useSheetImport>;
  const said = (reason: 'tooManyRows' | 'notExcel' | 'unzipsTooLarge', values: Record<string, number>, locale: 'en' | 'zh-CN') => {
    render(
      <IntlRoot locale={locale}>
        <ImportSteps flow={flowOf({ step: 'failed', reason, name: 'stock.xlsx', message: '', values })} columns={columns} />
      </IntlRoot>,
    );
    const text = screen.getByTestId('import-failed').textContent;
    cleanup();
    return text;
  };

  it('says how many rows and the most one import takes', () => {
    expect(said('tooManyRows', { rows: 1_000_001, max: 100_000 }, 'en')).toBe(
      'stock.xlsx holds 1,000,001 rows; one import takes at most 100,000 (the most one job sends). Nothing was imported. Split the file into parts of at most 100,000 rows and import them one by one.',
    );
    expect(said('tooManyRows', { rows: 1_000_001, max: 100_000 }, 'zh-CN')).toContain('有 1,000,001 行；一次导入最多 100,000 行');
  });

  it('says a renamed file is not an Excel workbook, and what a zip bomb would unpack to', () => {
    expect(said('notExcel', {}, 'en')).toMatch(/^stock\.xlsx is not an Excel workbook/);
    expect(said('unzipsTooLarge', { declared: 4096, limit: 300 }, 'en')).toBe('stock.xlsx would unpack to 4,096 MB, more than the 300 MB a workbook may take. It may be damaged or built to fill the memory; nothing was read.');
    expect(said('unzipsTooLarge', { declared: 4096, limit: 300 }, 'zh-CN')).toContain('解压后将达 4,096 MB');
  });
});
