// Sheet headers → grid columns: a header matches a column by its en or zh-CN label, an alias, its id or its
// field, as shared/sheets/header-mapping.ts compares them (the core's sync reads sheets the same way).
import { matchHeaders, type HeaderMatch } from '../../../../../shared/sheets/header-mapping';
import { labelOf, type GridColumn } from '../model/types';

export type HeaderMapping = HeaderMatch<GridColumn>;

const namesOf = (c: GridColumn) => [labelOf(c, 'en'), labelOf(c, 'zh-CN'), c.id, c.field, ...(c.aliases ?? [])];

export function mapHeaders(headers: readonly string[], columns: readonly GridColumn[]): HeaderMapping {
  return matchHeaders(headers, columns, namesOf);
}
