// A rule's column mapping, framework-free: the editor's rows (sheet header → the operation's field, '' for "do
// not import"), their check (each problem coded, with its row), the contract's mapping (header → field, headers
// as typed: the sync compares them as it compares a sheet's, `headerKey`), the mapping the grid import
// remembered for the operation taken into the editor, and the pairs the rule's row in the list shows.
import type { WriteOperationId } from '../../../../shared/catalogue';
import { sheetFieldsOf } from '../../../../shared/catalogue/sheet-fields';
import { syncShapeOf } from '../../../../shared/catalogue/sync-rows';
import { headerKey, type RememberedMapping } from '../../../../shared/sheets/header-mapping';

/** One row of the editor: `field` '' is "do not import". */
export interface MappingRow {
  header: string;
  field: string;
}

/** The longest header the contract (and the sheet reader) takes. */
export const MAX_HEADER = 200;

export const MAPPING_ISSUE_CODES = ['HEADER_EMPTY', 'HEADER_TOO_LONG', 'HEADER_UNUSABLE', 'HEADER_DUPLICATE', 'FIELD_UNKNOWN'] as const;
export type MappingIssueCode = (typeof MAPPING_ISSUE_CODES)[number];

/** A problem of one row (1-based, as the editor numbers them). */
export interface MappingIssue {
  row: number;
  code: MappingIssueCode;
  values: Record<string, string | number>;
  /** Values that are lists, joined when shown, in the reader's punctuation ("a, b" / "a、b"). */
  lists?: Record<string, readonly string[]>;
}

/** The fields a header can fill for `operation`: what a row of its sync's file fills (sync-rows.ts). */
export function mappingFieldsOf(operation: WriteOperationId | null): string[] {
  const found = operation ? syncShapeOf(operation) : null;
  return found && 'shape' in found ? [...found.shape.fields] : [];
}

/**
 * How the field list names `field`: as its screen's column is headed in the reader's language, the field's own
 * name beside it (what a mapping file writes); a field the sheet table does not head, by its name.
 */
export function mappingFieldLabel(operation: WriteOperationId | null, field: string, locale: 'en' | 'zh-CN'): string {
  const facts = operation ? sheetFieldsOf(operation)?.[field] : undefined;
  if (!facts) return field;
  const label = locale === 'zh-CN' ? facts.label.zh : facts.label.en;
  return label === field ? field : locale === 'zh-CN' ? `${label}（${field}）` : `${label} (${field})`;
}

/**
 * Each row's problems: an empty header, one longer than a header can be, one of spaces and punctuation only
 * (it names no column), one an earlier row already maps (compared as the sync compares headers), a field the
 * operation does not have (the operation was changed after the row was made).
 */
export function checkMapping(rows: readonly MappingRow[], operation: WriteOperationId | null): MappingIssue[] {
  const fields = mappingFieldsOf(operation);
  const firstRowOf = new Map<string, number>();
  const issues: MappingIssue[] = [];
  rows.forEach((r, k) => {
    const row = k + 1;
    const header = r.header.trim();
    if (header === '') issues.push({ row, code: 'HEADER_EMPTY', values: {} });
    else if (header.length > MAX_HEADER) issues.push({ row, code: 'HEADER_TOO_LONG', values: { max: MAX_HEADER } });
    else if (headerKey(header) === '') issues.push({ row, code: 'HEADER_UNUSABLE', values: { header } });
    else {
      const key = headerKey(header);
      const first = firstRowOf.get(key);
      if (first !== undefined) issues.push({ row, code: 'HEADER_DUPLICATE', values: { header, first } });
      else firstRowOf.set(key, row);
    }
    if (r.field !== '' && !fields.includes(r.field)) issues.push({ row, code: 'FIELD_UNKNOWN', values: { field: r.field }, lists: { fields } });
  });
  return issues;
}

/** The contract's mapping of rows already checked; undefined for none (the sync matches headers by field name). */
export function mappingOf(rows: readonly MappingRow[]): Record<string, string> | undefined {
  if (rows.length === 0) return undefined;
  return Object.fromEntries(rows.map((r) => [r.header.trim(), r.field]));
}

export function rowsOf(mapping: Readonly<Record<string, string>> | undefined): MappingRow[] {
  return Object.entries(mapping ?? {}).map(([header, field]) => ({ header, field }));
}

/**
 * The import's remembered choices for the operation as editor rows, after the rows already there (a header
 * already there keeps its row); choices of a field the operation no longer has are left out. Null when the
 * import remembered nothing the operation can use.
 */
export function withRemembered(rows: readonly MappingRow[], remembered: RememberedMapping, operation: WriteOperationId): { rows: MappingRow[]; taken: number } | null {
  const fields = mappingFieldsOf(operation);
  const have = new Set(rows.map((r) => headerKey(r.header)));
  const taken = Object.entries(remembered)
    .filter(([header, field]) => headerKey(header) !== '' && !have.has(headerKey(header)) && (field === '' || fields.includes(field)))
    .map(([header, field]) => ({ header, field }));
  if (taken.length === 0) return null;
  return { rows: [...rows, ...taken], taken: taken.length };
}

/** The rule's mapping as pairs for its row in the list: header → field, or header → null for "do not import". */
export function mappingPairs(mapping: Readonly<Record<string, string>> | undefined): Array<{ header: string; field: string | null }> {
  return Object.entries(mapping ?? {}).map(([header, field]) => ({ header, field: field === '' ? null : field }));
}
