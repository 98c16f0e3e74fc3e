// The screens and the sync read a sheet by one table (shared/catalogue/sheet-fields.ts): every grid column of an
// operation the table names shows the table's labels in en and zh-CN, reads its cells as the table's kind and
// takes the table's aliases, and the grids' import finds each of the table's header names in the same column the
// sync does. A column that drifts from the table (another label, its own alias or kind) fails here.
import { describe, expect, it } from 'vitest';
import { mapHeaders } from '../../../renderer/src/components/grid/import/header-mapping';
import { labelOf, type ColumnsOf } from '../../../renderer/src/components/grid/model/types';
import { RENAME_COLUMNS } from '../../../renderer/src/features/inbound-shipments/columns';
import { RETAILX_COLUMNS, VIDEOX_COLUMNS } from '../../../renderer/src/features/stock/columns';
import { MESSAGES } from '../../../renderer/src/i18n/catalogue';
import { SHEET_FIELDS, sheetFieldsOf, sheetHeaderNames } from '../../../shared/catalogue/sheet-fields';

/** Written from a form, not a grid: its fields are the form's, labelled by the form's texts. */
const FORM_OPERATIONS = ['updateShipFromAddress'] as const;
type TableOperation = Exclude<keyof typeof SHEET_FIELDS, (typeof FORM_OPERATIONS)[number]>;

/** The grid that fills each operation of the table: an operation added there must name its grid here. */
const GRIDS: { readonly [K in TableOperation]: ColumnsOf<K> } = {
  videoxStock: VIDEOX_COLUMNS,
  retailxStock: RETAILX_COLUMNS,
  renameShipments: RENAME_COLUMNS,
};

const operations = (Object.keys(SHEET_FIELDS) as Array<keyof typeof SHEET_FIELDS>).filter((op): op is TableOperation => !(FORM_OPERATIONS as readonly string[]).includes(op));

describe.each(operations)('the %s grid and the sheet table', (operation) => {
  const columns = GRIDS[operation];
  const table = sheetFieldsOf(operation) ?? {};

  it('has a column for every field of the table, and no column the table does not know', () => {
    expect(columns.map((c) => c.field).sort()).toEqual(Object.keys(table).sort());
  });

  it.each(columns.map((c) => [c.id, c] as const))('column %s shows the table\'s labels, kind and aliases', (_id, column) => {
    const facts = table[column.field];
    expect(facts).toBeDefined();
    expect({ en: labelOf(column, 'en'), zh: labelOf(column, 'zh-CN'), kind: column.kind, aliases: column.aliases ?? [] }).toEqual({
      en: facts!.label.en,
      zh: facts!.label.zh,
      kind: facts!.kind,
      aliases: facts!.aliases,
    });
  });

  const names = Object.entries(table).flatMap(([field, facts]) => sheetHeaderNames(field, facts).map((name) => [name, field] as const));
  it.each(names)('the import reads the header "%s" into %s, as the sync does', (name, field) => {
    expect(mapHeaders([name], columns).columns[0]?.field).toBe(field);
  });
});

describe('the ship-from form and the sheet table', () => {
  const en = MESSAGES.en as Record<string, string>;
  const zh = MESSAGES['zh-CN'] as Record<string, string>;
  it.each(Object.entries(SHEET_FIELDS.updateShipFromAddress))('field %s is headed as the form labels it, in en and zh-CN', (field, facts) => {
    expect({ en: en[`shipFrom.field.${field}`], zh: zh[`shipFrom.field.${field}`] }).toEqual(facts.label);
  });
});
