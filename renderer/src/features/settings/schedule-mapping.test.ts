// A rule's column mapping editor, without its view: every bad row coded with its row number, the contract's
// mapping of good rows, the import's remembered mapping taken in, the pairs a rule's row shows.
import { describe, expect, it } from 'vitest';
import { checkForm, emptyForm, formOf } from './schedule-form';
import { checkMapping, mappingFieldLabel, mappingFieldsOf, mappingOf, mappingPairs, withRemembered } from './schedule-mapping';

describe('a rule\'s column mapping', () => {
  it('offers the operation\'s row fields, none before an operation is chosen', () => {
    expect(mappingFieldsOf('videoxStock').sort()).toEqual(['msku_id', 'quantity', 'warehouse_id']);
    expect(mappingFieldsOf(null)).toEqual([]);
  });

  it('takes rows of header → field and "do not import"', () => {
    const rows = [{ header: ' Stock Qty ', field: 'quantity' }, { header: 'Note', field: '' }];
    expect(checkMapping(rows, 'videoxStock')).toEqual([]);
    expect(mappingOf(rows)).toEqual({ 'Stock Qty': 'quantity', Note: '' });
    expect(mappingOf([])).toBeUndefined();
  });

  it('codes an empty header, one too long, one of punctuation only, each with its row', () => {
    const issues = checkMapping([{ header: '  ', field: 'quantity' }, { header: 'x'.repeat(201), field: '' }, { header: '—（）', field: 'msku_id' }], 'videoxStock');
    expect(issues).toEqual([
      { row: 1, code: 'HEADER_EMPTY', values: {} },
      { row: 2, code: 'HEADER_TOO_LONG', values: { max: 200 } },
      { row: 3, code: 'HEADER_UNUSABLE', values: { header: '—（）' } },
    ]);
  });

  it('codes a header mapped twice as the sync compares headers (case, spaces, full width)', () => {
    const issues = checkMapping([{ header: 'Stock Qty', field: 'quantity' }, { header: 'SKU', field: 'msku_id' }, { header: 'ｓｔｏｃｋ_qty', field: '' }], 'videoxStock');
    expect(issues).toEqual([{ row: 3, code: 'HEADER_DUPLICATE', values: { header: 'ｓｔｏｃｋ_qty', first: 1 } }]);
  });

  it('codes a field the operation does not have (the operation changed after the row was made)', () => {
    const issues = checkMapping([{ header: 'Qty', field: 'quantity' }], 'retailxStock');
    expect(issues).toEqual([{ row: 1, code: 'FIELD_UNKNOWN', values: { field: 'quantity' }, lists: { fields: ['variant_unique_id', 'adjust_value'] } }]);
  });

  it('takes the import\'s remembered choices after the rows there, leaving out headers there and fields the operation lacks', () => {
    const remembered = { stockqty: 'quantity', sku: 'msku_id', note: '', adjustvalue: 'adjust_value' };
    const taken = withRemembered([{ header: 'SKU', field: 'warehouse_id' }], remembered, 'videoxStock');
    expect(taken).toEqual({ taken: 2, rows: [{ header: 'SKU', field: 'warehouse_id' }, { header: 'stockqty', field: 'quantity' }, { header: 'note', field: '' }] });
    expect(withRemembered([], {}, 'videoxStock')).toBeNull();
    expect(withRemembered([], { adjustvalue: 'adjust_value' }, 'videoxStock')).toBeNull();
  });

  it('shows a rule\'s pairs, "do not import" as null', () => {
    expect(mappingPairs({ 'Stock Qty': 'quantity', Note: '' })).toEqual([{ header: 'Stock Qty', field: 'quantity' }, { header: 'Note', field: null }]);
    expect(mappingPairs(undefined)).toEqual([]);
  });
});

describe('the rule form with a mapping', () => {
  const filled = { ...emptyForm('p1'), name: 'Stock', operation: 'videoxStock' as const, common: { store_id: '51' }, path: '/x/stock.csv' };

  it('sends the mapping with the rule, and keeps it when a rule is edited', () => {
    const checked = checkForm({ ...filled, mapping: [{ header: 'Qty', field: 'quantity' }] }, false);
    expect(checked).toMatchObject({ ok: true, input: { mapping: { Qty: 'quantity' } } });
    if (!checked.ok) return;
    const rule = { ...checked.input, id: 'r1', common: checked.input.common ?? {}, paused: false };
    expect(formOf(rule).mapping).toEqual([{ header: 'Qty', field: 'quantity' }]);
    const none = checkForm({ ...filled, mapping: [] }, false);
    expect(none.ok ? none.input.mapping : 'refused').toBeUndefined();
  });

  it('refuses a bad mapping, naming the field and each row\'s problem', () => {
    expect(checkForm({ ...filled, mapping: [{ header: '', field: 'quantity' }] }, false)).toEqual({ ok: false, fields: ['mapping'], mapping: [{ row: 1, code: 'HEADER_EMPTY', values: {} }] });
  });
});

describe('the field list of a mapping row', () => {
  it('names a field as its screen heads the column, in the reader\'s language, with the field\'s own name', () => {
    expect(mappingFieldLabel('videoxStock', 'quantity', 'en')).toBe('Quantity (quantity)');
    expect(mappingFieldLabel('videoxStock', 'quantity', 'zh-CN')).toBe('可用库存（quantity）');
  });

  it('names a field the sheet table does not head by its name alone', () => {
    expect(mappingFieldLabel('cancelPairing', 'mskuIdList', 'en')).toBe('mskuIdList');
    expect(mappingFieldLabel(null, 'quantity', 'zh-CN')).toBe('quantity');
  });
});
