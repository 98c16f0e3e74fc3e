// Which columns of a grid hold identifiers (ids, MSKUs, codes), decided by what each column's field means in the
// catalogue (its schema names an item: shared/catalogue/fields.ts `isIdentifierAt`), never by the column's kind:
// videox's MSKU id is free text to the editor and an id all the same. An identifier is never rounded or read as
// a number: an import refuses one a spreadsheet stored as a number, an export writes it as text.
import type { z } from 'zod';
import { isIdentifierAt } from '../../../../../shared/catalogue/fields';
import type { GridColumn } from './types';

export function identifierColumns(rowSchema: z.ZodType | null, columns: readonly GridColumn[]): ReadonlySet<string> {
  if (!rowSchema) return new Set();
  return new Set(columns.filter((c) => isIdentifierAt(rowSchema, c.field)).map((c) => c.id));
}
