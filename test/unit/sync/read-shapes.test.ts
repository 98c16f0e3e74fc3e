// A sync's file read for each kind of row: a single body's fields (a ship-from address), a file of ids (its column
// named by the list field, or its only column), and the writes no file row can drive, refused by a code that says why.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSyncFile, readSyncMapping } from '../../../electron/core/sync/read';
import { SyncError } from '../../../electron/core/sync/messages';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sync-read-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function csv(name: string, text: string): Promise<string> {
  const file = join(dir, name);
  await writeFile(file, text);
  return file;
}

async function refusal(p: Promise<unknown>): Promise<SyncError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(err instanceof SyncError)) throw new Error(`expected a SyncError, got ${String(err)}`);
  return err;
}

describe('readSyncFile: a single body per row', () => {
  it('reads a ship-from address per row, every body field a column', async () => {
    const file = await csv('addresses.csv', 'sid,id,alias_name,country_name,sender_name,street_detail1,city,province,zip_code\r\n7,101,Main,United States,Ann,1 Road,Austin,TX,78701\r\n7,102,Back,China,Bo,2 Lu,Shenzhen,Guangdong,518000\r\n');
    const source = await readSyncFile(file, 'updateShipFromAddress');
    expect(source.rows).toEqual([
      { sheetRow: 2, input: { sid: '7', id: '101', alias_name: 'Main', country_name: 'United States', sender_name: 'Ann', street_detail1: '1 Road', city: 'Austin', province: 'TX', zip_code: '78701' } },
      { sheetRow: 3, input: { sid: '7', id: '102', alias_name: 'Back', country_name: 'China', sender_name: 'Bo', street_detail1: '2 Lu', city: 'Shenzhen', province: 'Guangdong', zip_code: '518000' } },
    ]);
  });
});

describe('readSyncFile: a file of ids', () => {
  it('takes the column the list field names, beside others it ignores', async () => {
    const file = await csv('lists.csv', 'code,shippingIdList\r\nSL-1,9001\r\nSL-2,9002\r\n');
    const source = await readSyncFile(file, 'picking');
    expect(source.rows.map((r) => r.input)).toEqual([{ shippingIdList: '9001' }, { shippingIdList: '9002' }]);
    expect(source.columns).toEqual([
      { header: 'code', field: null },
      { header: 'shippingIdList', field: 'shippingIdList' },
    ]);
  });

  it("takes a file's only column whatever its header says", async () => {
    const file = await csv('ids.csv', 'MSKU ID\r\nA-1\r\n\r\nA-2\r\n');
    const source = await readSyncFile(file, 'cancelPairing');
    expect(source.headerRow).toBe(1);
    expect(source.rows).toEqual([
      { sheetRow: 2, input: { mskuIdList: 'A-1' } },
      { sheetRow: 4, input: { mskuIdList: 'A-2' } },
    ]);
    expect(source.blankRows).toBe(1);
  });

  it('does not guess among several columns none of which names the field', async () => {
    const file = await csv('two.csv', 'id,note\r\n9001,x\r\n');
    const err = await refusal(readSyncFile(file, 'picking'));
    expect(err.code).toBe('NO_COLUMNS');
  });

  it('leaves out an only column the mapping says not to import', async () => {
    const file = await csv('skip.csv', 'ids\r\n9001\r\n');
    const err = await refusal(readSyncFile(file, 'picking', { mapping: { ids: '' } }));
    expect(err.code).toBe('NO_COLUMNS');
  });

  it("a mapping names an id list's column by its field", async () => {
    const mappingFile = await csv('map.json', JSON.stringify({ list: 'shippingIdList', other: '' }));
    const mapping = await readSyncMapping(mappingFile, 'picking');
    const file = await csv('mapped.csv', 'other,list\r\nx,9003\r\n');
    expect((await readSyncFile(file, 'picking', { mapping })).rows.map((r) => r.input)).toEqual([{ shippingIdList: '9003' }]);
    const wrong = await csv('wrong.json', JSON.stringify({ list: 'mskuIdList' }));
    expect((await refusal(readSyncMapping(wrong, 'picking'))).code).toBe('MAPPING_UNKNOWN_FIELD');
  });
});

describe('readSyncFile: writes no file row drives', () => {
  it('refuses a cargo draft: its goods list and return address are no sheet row', async () => {
    const file = await csv('cargo.csv', 'store_id\r\n1\r\n');
    const err = await refusal(readSyncFile(file, 'cargoStorage'));
    expect(err.code).toBe('OPERATION_NESTED');
    expect(err.message).toContain('cargo_goods_list, return_address');
    expect(err.messageFor('zh-CN')).toContain('cargo_goods_list, return_address');
  });

  it('refuses a merge: a row is not an item of a set merged as one', async () => {
    const file = await csv('merge.csv', 'order_list\r\n1\r\n');
    const err = await refusal(readSyncFile(file, 'mergeOrders'));
    expect(err.code).toBe('OPERATION_SET');
    expect(err.messageFor('zh-CN')).toContain('mergeOrders');
  });
});
