// Sheet headers → grid columns. A header matches a column by its en or zh-CN label, an alias, its id or
// its field, compared loosely (case, spaces, punctuation and full-width forms ignored), so "MSKU ID",
// "msku_id" and full-width "ＭＳＫＵ ＩＤ" typed with an input method all find the same column.
import { toHalfWidth } from '../model/numbers';
import { labelOf, type GridColumn } from '../model/types';

export interface HeaderMapping {
  /** For each sheet column, the grid column it fills (null: ignored). */
  readonly columns: ReadonlyArray<GridColumn | null>;
  /** Grid columns no header named. */
  readonly missing: readonly GridColumn[];
  /** Sheet headers that matched nothing (shown to the user, not an error). */
  readonly unknown: readonly string[];
  /** Sheet headers naming a column already taken by an earlier header. */
  readonly duplicates: readonly string[];
}

/** No header is longer: a longer cell (a 20 MB note in a title row) names no column and is not worked through. */
const MAX_HEADER_CHARS = 200;

export function headerKey(text: string): string {
  if (text.length > MAX_HEADER_CHARS) return '';
  return toHalfWidth(text)
    .toLowerCase()
    .replace(/[\s_\-－—()（）[\]【】:：.。,，/\\*]+/g, '');
}

export function mapHeaders(headers: readonly string[], columns: readonly GridColumn[]): HeaderMapping {
  const byKey = new Map<string, GridColumn>();
  for (const c of columns) {
    for (const name of [labelOf(c, 'en'), labelOf(c, 'zh-CN'), c.id, c.field, ...(c.aliases ?? [])]) {
      const key = headerKey(name);
      if (key !== '' && !byKey.has(key)) byKey.set(key, c);
    }
  }
  const taken = new Set<string>();
  const unknown: string[] = [];
  const duplicates: string[] = [];
  const mapped = headers.map((h) => {
    const c = byKey.get(headerKey(h));
    if (!c) {
      if (h.trim() !== '') unknown.push(h);
      return null;
    }
    if (taken.has(c.id)) {
      duplicates.push(h);
      return null;
    }
    taken.add(c.id);
    return c;
  });
  return { columns: mapped, missing: columns.filter((c) => !taken.has(c.id)), unknown, duplicates };
}
