// Sheet headers → columns, for every reader of a sheet (the grids' import and the core's sync): a header names a
// column by any of its names, compared loosely (case, spaces, punctuation and full-width forms ignored), so
// "MSKU ID", "msku_id" and full-width "ＭＳＫＵ ＩＤ" typed with an input method all find the same column.
import { toHalfWidth } from './numbers';
import { HEADER_SEARCH_ROWS } from './sheet-files';
import type { SheetData } from './workbook';

export interface HeaderMatch<C> {
  /** For each sheet column, the column it fills (null: ignored). */
  readonly columns: ReadonlyArray<C | null>;
  /** Columns no header named. */
  readonly missing: readonly C[];
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

/** `namesOf` gives every text a header may use for a column (labels, id, field, aliases); the first column to claim a name keeps it. */
export function matchHeaders<C extends { readonly id: string }>(headers: readonly string[], columns: readonly C[], namesOf: (column: C) => readonly string[]): HeaderMatch<C> {
  const byKey = new Map<string, C>();
  for (const c of columns) {
    for (const name of namesOf(c)) {
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

/** What the user chose before on a screen: header text (loosely compared, `headerKey`) → column id, '' for "do not import". */
export type RememberedMapping = Readonly<Record<string, string>>;

/** The automatic match, overridden by what was remembered; a column taken twice keeps only its first sheet column. */
export function applyRemembered<C extends { readonly id: string }>(header: readonly string[], auto: ReadonlyArray<C | null>, columns: readonly C[], remembered: RememberedMapping): (C | null)[] {
  const chosen = header.map((h, k) => {
    const id = remembered[headerKey(h)];
    if (id === undefined) return auto[k] ?? null;
    return id === '' ? null : (columns.find((c) => c.id === id) ?? null);
  });
  const seen = new Set<string>();
  return chosen.map((c) => {
    if (!c || seen.has(c.id)) return null;
    seen.add(c.id);
    return c;
  });
}

const filled = (row: readonly string[] | undefined) => (row ?? []).filter((t) => t.trim() !== '').length;

/**
 * The row among the first few whose cells name the most columns (`named`: how many a row names); when none
 * names any, the first row as wide as the widest (a title above the headers fills one cell).
 */
export function findHeaderRow(cells: readonly (readonly string[])[], named: (row: readonly string[]) => number): number {
  const rows = cells.slice(0, HEADER_SEARCH_ROWS);
  let best = 0;
  let bestCount = 0;
  rows.forEach((row, r) => {
    const count = named(row);
    if (count > bestCount) {
      best = r;
      bestCount = count;
    }
  });
  if (bestCount > 0) return best;
  const widest = Math.max(0, ...rows.map(filled));
  return Math.max(0, rows.findIndex((row) => filled(row) === widest));
}

/** The sheet whose headers name the most columns (a notes sheet often comes first); ties go to the larger. */
export function bestSheet(sheets: readonly SheetData[], named: (row: readonly string[]) => number): number {
  let best = 0;
  let bestScore = [-1, -1];
  sheets.forEach((s, i) => {
    const score = [named(s.cells[findHeaderRow(s.cells, named)] ?? []), s.cells.length];
    if (score[0]! > bestScore[0]! || (score[0] === bestScore[0] && score[1]! > bestScore[1]!)) {
      best = i;
      bestScore = score;
    }
  });
  return best;
}
