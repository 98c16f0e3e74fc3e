// A sync reads a file as the screens' import reads it: a header names a field by the screens' labels (en and
// zh-CN), the field itself or an alias, with no mapping file; a cell is read by its field's kind, so "1,000" and
// full-width "１２" are the numbers the grid would keep; a cell the grid would refuse is refused on its row with
// the grid's code (worded in en and zh-CN), the other rows still go; and a mapping file still decides.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planSync, readSyncFile, type SyncCaller } from '../../../electron/core/sync';
import type { SyncMethod } from '../../../electron/core/sync/caller';
import { syncFields, syncShape } from '../../../electron/core/sync/read';
import { WRITE_OPERATION_IDS, type WriteOperationId } from '../../../shared/catalogue';
import type { MethodOutput } from '../../../shared/ipc';
import { issueText } from '../../../shared/catalogue/issue-texts';
import { SHEET_FIELDS, sheetFieldsOf, sheetHeaderNames } from '../../../shared/catalogue/sheet-fields';
import { buildXlsx } from '../../support/xlsx-builder';

let dir: string;
let n = 0;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'opsdesk-sync-read-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A CSV of `lines` (each a row of cells, quoted as needed), written to a file of its own. */
async function csv(lines: readonly (readonly string[])[]): Promise<string> {
  const file = join(dir, `sheet-${++n}.csv`);
  const quote = (c: string) => (/[",\r\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c);
  await writeFile(file, lines.map((l) => l.map(quote).join(',')).join('\r\n') + '\r\n');
  return file;
}

/** A ledger that has seen nothing: every valid row is sent. */
const nothingFound: MethodOutput<'ledger.lookup'> = { found: [], jobs: {} };
const freshLedger: SyncCaller = async <M extends SyncMethod>(method: M): Promise<MethodOutput<M>> => {
  if (method !== 'ledger.lookup') throw new Error(`unexpected ${method}`);
  return nothingFound as MethodOutput<M>;
};

const fieldsOf = (source: { columns: ReadonlyArray<{ header: string; field: string | null }> }) => Object.fromEntries(source.columns.map((c) => [c.header, c.field]));

describe('a sync finds columns as the screens do', () => {
  it('reads zh-CN labels and aliases with no mapping file', async () => {
    const file = await csv([
      ['平台SKU ID', '仓库 ID', '数量'],
      ['M-1', 'W1', '5'],
    ]);
    const source = await readSyncFile(file, 'videoxStock');
    expect(fieldsOf(source)).toEqual({ '平台SKU ID': 'msku_id', '仓库 ID': 'warehouse_id', 数量: 'quantity' });
    expect(source.rows).toEqual([{ sheetRow: 2, input: { msku_id: 'M-1', warehouse_id: 'W1', quantity: '5' } }]);
  });

  it('reads the English labels a grid export writes, loosely compared', async () => {
    const file = await csv([
      ['store id (SID)', 'Confirmation ID', 'new_name'],
      ['12', 'FBA123', 'Spring'],
    ]);
    const source = await readSyncFile(file, 'renameShipments');
    expect(fieldsOf(source)).toEqual({ 'store id (SID)': 'sid', 'Confirmation ID': 'shipmentConfirmationId', new_name: 'shipmentName' });
  });

  const everyName = Object.keys(SHEET_FIELDS).flatMap((operation) =>
    Object.entries(sheetFieldsOf(operation as WriteOperationId) ?? {}).flatMap(([field, facts]) => sheetHeaderNames(field, facts).map((name) => [operation as WriteOperationId, field, name] as const)),
  );
  it.each(everyName)('%s: "%s" is named by the header "%s"', async (operation, field, name) => {
    const source = await readSyncFile(await csv([[name], ['7']]), operation);
    expect(source.columns).toEqual([{ header: name, field }]);
  });

  // A file of ids has no fields to name: its one column is found by the list field or as the file's only column
  // (read-shapes.test.ts).
  it('names every field of every operation a sync sends a row of fields for', () => {
    const synced = WRITE_OPERATION_IDS.filter((op) => {
      try {
        return syncShape(op).row !== 'value' && syncFields(op).length > 0;
      } catch {
        return false;
      }
    });
    expect(synced.length).toBeGreaterThan(0);
    for (const op of synced) expect(Object.keys(sheetFieldsOf(op) ?? {}).sort(), op).toEqual([...syncFields(op)].sort());
  });

  it('still lets a mapping file decide: a header it leaves out is not read, one it names fills its field', async () => {
    const file = await csv([
      ['MSKU', '数量', '库存'],
      ['M-1', '5', '9'],
    ]);
    const source = await readSyncFile(file, 'videoxStock', { mapping: { msku: 'msku_id', 数量: '', 库存: 'quantity' } });
    expect(fieldsOf(source)).toEqual({ MSKU: 'msku_id', 数量: null, 库存: 'quantity' });
    expect(source.rows[0]!.input).toEqual({ msku_id: 'M-1', quantity: '9' });
  });
});

describe('a sync reads cells as the grid does', () => {
  it.each(['en', 'zh-CN'])('keeps grouped, full-width and dressed numbers as canonical text (%s)', async (locale) => {
    const file = await csv([
      ['MSKU ID', 'Quantity'],
      ['M-1', '1,000'],
      ['M-2', '１２'],
      ['M-3', '12.00'],
      ['M-4', ' 7 '],
    ]);
    const source = await readSyncFile(file, 'videoxStock', { locale });
    expect(source.rows.map((r) => r.input.quantity)).toEqual(['1000', '12', '12', '7']);
    expect(source.rows.some((r) => r.problems)).toBe(false);
    const plan = await planSync(freshLedger, 'videoxStock', { store_id: '1' }, source.rows);
    expect(plan.send.map((r) => r.input.quantity)).toEqual(['1000', '12', '12', '7']);
    expect(plan.invalid).toEqual([]);
  });

  it('reads an id column as the grid does: full-width digits and a spreadsheet\'s "11.0"', async () => {
    const file = await csv([
      ['变体 ID', '调整后库存'],
      ['１２３', '¥1,200'],
      ['11.0', '3'],
    ]);
    const source = await readSyncFile(file, 'retailxStock');
    expect(source.rows.map((r) => r.input)).toEqual([
      { variant_unique_id: '123', adjust_value: '1200' },
      { variant_unique_id: '11', adjust_value: '3' },
    ]);
  });

  it('refuses a cell the grid refuses on its own row, with the grid\'s code, and sends the rest', async () => {
    const file = await csv([
      ['MSKU ID', 'Quantity'],
      ['M-1', '1,2'],
      ['M-2', 'many'],
      ['M-3', '12.5'],
      ['', 'lots'],
      ['M-5', '4'],
    ]);
    const source = await readSyncFile(file, 'videoxStock');
    expect(source.rows.map((r) => r.problems ?? [])).toEqual([
      [{ field: 'quantity', code: 'badGrouping', text: '1,2' }],
      [{ field: 'quantity', code: 'notANumber', text: 'many' }],
      [{ field: 'quantity', code: 'notWhole', text: '12.5' }],
      [{ field: 'quantity', code: 'notANumber', text: 'lots' }],
      [],
    ]);
    const plan = await planSync(freshLedger, 'videoxStock', { store_id: '1' }, source.rows);
    expect(plan.send.map((r) => r.sheetRow)).toEqual([6]);
    // The cell's own reason stands for its field; the catalogue's rules speak for the others (a missing MSKU).
    expect(plan.invalid.map((r) => [r.sheetRow, r.issues.map((i) => [i.path, i.code])])).toEqual([
      [2, [['quantity', 'badGrouping']]],
      [3, [['quantity', 'notANumber']]],
      [4, [['quantity', 'notWhole']]],
      [5, [['quantity', 'notANumber'], ['msku_id', 'required']]],
    ]);
    const first = plan.invalid[0]!.issues[0]!;
    expect(issueText('en', first)).toBe('has thousands separators in the wrong places');
    expect(issueText('zh-CN', first)).toBe('千位分隔符位置不对');
  });

  it('refuses an id a workbook stored as a number, as Excel shows it, never as its rounded digits', async () => {
    const file = join(dir, 'lossy.xlsx');
    await writeFile(
      file,
      buildXlsx([
        {
          name: 'Stock',
          rows: [
            [{ text: 'MSKU ID' }, { text: '数量' }],
            [{ number: '138400326137585057' }, { number: '5' }],
            [{ text: '138400326137585057' }, { number: '6' }],
          ],
        },
      ]),
    );
    const source = await readSyncFile(file, 'videoxStock');
    expect(source.rows[0]!.problems).toEqual([{ field: 'msku_id', code: 'idStoredAsNumber', text: '1.38400326137585E+17' }]);
    const plan = await planSync(freshLedger, 'videoxStock', { store_id: '1' }, source.rows);
    expect(plan.invalid.map((r) => [r.sheetRow, r.issues.map((i) => [i.path, i.code])])).toEqual([[2, [['msku_id', 'idStoredAsNumber']]]]);
    expect(plan.send.map((r) => r.input)).toEqual([{ msku_id: '138400326137585057', quantity: '6' }]);
  });
});
