// The import report names the file's own rows: blank lines, a title and the header between the data rows do not
// shift them, and a duplicate's "same as row N" is a file row too, in en and zh-CN.
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../i18n/catalogue';
import { sheetToRows } from '../import/sheet-rows';
import { readTextFile } from '../../../../../shared/sheets/text-read';
import type { GridColumn } from '../model/types';
import { GridValidator } from '../model/validation';
import { importRowIssues, stillOpen } from './import-issues';

const columns: GridColumn[] = [
  { id: 'msku', field: 'msku_id', label: { en: 'MSKU id', zh: 'MSKU ID' }, kind: 'text' },
  { id: 'qty', field: 'quantity', label: { en: 'Quantity', zh: '数量' }, kind: 'integer' },
];
const intl = (locale: 'en' | 'zh-CN') => createIntl({ locale, messages: MESSAGES[locale] });

/** A CSV as a user saves it: the header on row 1, blank lines (one of commas only), a trailing blank line. */
const CSV = ['MSKU id,Quantity', 'A-1,1', '', ',', 'B-2,2', '', 'A-1,3', 'C-3,lots', ''].join('\r\n');
//  file rows:    1                 2       3   4    5       6   7        8

function imported(locale: 'en' | 'zh-CN') {
  const cells = readTextFile(new TextEncoder().encode(CSV), 'stock.csv').sheets[0]!.cells;
  const sheetRowOf = new Map<string, number>();
  let n = 0;
  const result = sheetToRows(cells, columns, locale, (sheetRow) => {
    const id = `r${++n}`;
    sheetRowOf.set(id, sheetRow);
    return id;
  });
  return { cells, result, sheetRowOf };
}

describe('import report row numbers', () => {
  it('a CSV keeps its blank lines as rows, so row k is the file row k + 1 (trailing blank lines dropped)', () => {
    const { cells } = imported('en');
    expect(cells).toEqual([['MSKU id', 'Quantity'], ['A-1', '1'], [], ['', ''], ['B-2', '2'], [], ['A-1', '3'], ['C-3', 'lots']]);
  });

  it('a cell that does not parse is listed by its file row', () => {
    const { result, sheetRowOf } = imported('en');
    expect(result.rows.map((r) => sheetRowOf.get(r.id))).toEqual([2, 5, 7, 8]);
    expect(result.errors.map((e) => [e.row, e.column.id, e.reason, e.text])).toEqual([[8, 'qty', 'notANumber', 'lots']]);
    expect(result.blankRows).toBe(3);
  });

  it('a duplicate is listed at its file row and names the file row of the first one, in en and zh-CN', () => {
    for (const [locale, reason] of [
      ['en', 'is the same item as row 2'],
      ['zh-CN', '与第 2 行是同一项'],
    ] as const) {
      const { result, sheetRowOf } = imported(locale);
      const validator = new GridValidator({ operation: 'videoxStock', common: { store_id: '1' }, columns, locale });
      expect(importRowIssues(result.rows, sheetRowOf, validator.validate(result.rows), columns, intl(locale))).toEqual([{ row: 7, rowId: 'r3', columnId: null, column: '—', reason }]);
    }
  });
});

describe('the import report follows the fixes in the grid', () => {
  it('a problem stays listed while the grid still flags it, and is fixed once its cell (or row) is right or gone', () => {
    const { result, sheetRowOf } = imported('en');
    const validator = new GridValidator({ operation: 'videoxStock', common: { store_id: '1' }, columns, locale: 'en' });
    const [dup] = importRowIssues(result.rows, sheetRowOf, validator.validate(result.rows), columns, intl('en'));
    const [notNumber] = result.errors;
    const badRow = result.rows.find((r) => sheetRowOf.get(r.id) === notNumber!.row)!;
    const byRow = (rows: typeof result.rows) => validator.validate(rows).byRow;

    expect(stillOpen(dup!.rowId, dup!.columnId, byRow(result.rows))).toBe(true);
    expect(stillOpen(badRow.id, notNumber!.column.id, byRow(result.rows))).toBe(true);

    // The user retypes the duplicate's MSKU and the quantity that did not parse.
    const fixed = result.rows.map((r) =>
      r.id === dup!.rowId ? { ...r, values: { ...r.values, msku: 'D-4' } } : r.id === badRow.id ? { ...r, values: { ...r.values, qty: '4' } } : r,
    );
    expect(stillOpen(dup!.rowId, dup!.columnId, byRow(fixed))).toBe(false);
    expect(stillOpen(badRow.id, notNumber!.column.id, byRow(fixed))).toBe(false);
    // Fixing another cell of the row leaves the bad one listed; deleting the row leaves nothing to fix.
    const other = result.rows.map((r) => (r.id === badRow.id ? { ...r, values: { ...r.values, msku: 'C-9' } } : r));
    expect(stillOpen(badRow.id, notNumber!.column.id, byRow(other))).toBe(true);
    expect(stillOpen(badRow.id, notNumber!.column.id, byRow(result.rows.filter((r) => r.id !== badRow.id)))).toBe(false);
  });
});

describe('a cell the import itself flagged', () => {
  it('is listed once: an id stored as a number is not listed again for the id rule that refuses it in the grid', () => {
    const cols: GridColumn[] = [{ id: 'msku_id', field: 'msku_id', label: { en: 'MSKU id', zh: 'MSKU ID' }, kind: 'text' }, columns[1]!];
    const validator = new GridValidator({ operation: 'videoxStock', common: { store_id: '1' }, columns: cols, locale: 'en' });
    const sheetRowOf = new Map<string, number>();
    let n = 0;
    const result = sheetToRows([['MSKU id', 'Quantity'], ['138400326137585000', '1'], ['1.38400326137586E+17', '2']], cols, 'en', (row) => {
      sheetRowOf.set(`k${++n}`, row);
      return `k${n}`;
    }, { identifiers: validator.identifiers, lossy: new Set([1 * 16384]) });
    expect(result.errors.map((e) => [e.row, e.reason])).toEqual([[2, 'idStoredAsNumber']]);
    const issues = importRowIssues(result.rows, sheetRowOf, validator.validate(result.rows), cols, intl('en'), result.errors);
    // Row 2 is in the import's own report; row 3 (scientific text in a CSV) is the id rule's.
    expect(issues.map((i) => [i.row, i.reason])).toEqual([[3, 'was shortened by a spreadsheet to scientific notation, so its last digits are lost; format the column as text and export again']]);
  });
});
