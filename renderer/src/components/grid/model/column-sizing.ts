// Column widths: the bounds a width is kept within, the keyboard's step, the width that shows a column's widest
// text ("fit", as a double click on a spreadsheet's column edge), and the widths a screen remembers. Pure: the
// grid gives the text measurer (a canvas in the grid's font) and the storage.
import { z } from 'zod';

/** Narrower than this, a column's header and a five-digit number no longer read. */
export const MIN_COLUMN_WIDTH = 48;
/** Fit and drag stop here: one very long value must not push every other column out of view. */
export const MAX_COLUMN_WIDTH = 640;
/** What Alt+← / Alt+→ take from or add to the active column. */
export const WIDTH_STEP = 16;
/**
 * Beside the text: a cell's padding and border (6 + 6 + 1), and for the header its sort mark (" ▲") and the
 * resize handle's strip; rounded up so subpixel text never ends in an ellipsis.
 */
export const CELL_CHROME = 16;
export const HEADER_CHROME = 34;
/**
 * Above this many distinct values, only the likeliest widest are measured (by estimated width), so a fit over
 * 100,000 rows measures a few hundred strings, not 100,000.
 */
const MEASURE_ALL_UP_TO = 2000;
const MEASURE_LONGEST = 200;

export interface WidthBounds {
  min: number;
  max: number;
}

export function clampWidth(width: number, bounds: WidthBounds): number {
  return Math.round(Math.min(bounds.max, Math.max(bounds.min, width)));
}

/** One keyboard step narrower (-1) or wider (+1), within the column's bounds. */
export function stepWidth(width: number, direction: -1 | 1, bounds: WidthBounds): number {
  return clampWidth(width + direction * WIDTH_STEP, bounds);
}

/**
 * A quick guess of a text's width in "narrow characters": CJK and full-width forms are about twice a Latin
 * letter's width. Only orders the values when there are too many to measure each.
 */
export function estimatedWidth(text: string): number {
  let w = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    w += code >= 0x1100 && (code <= 0x115f || (code >= 0x2e80 && code <= 0xa4cf) || (code >= 0xac00 && code <= 0xd7a3) || (code >= 0xf900 && code <= 0xfaff) || (code >= 0xfe30 && code <= 0xfe4f) || (code >= 0xff00 && code <= 0xff60) || (code >= 0xffe0 && code <= 0xffe6) || code >= 0x20000) ? 2 : 1;
  }
  return w;
}

/** The values worth measuring: each distinct (longest line of a multi-line value), or the likeliest widest. */
export function valuesToMeasure(values: Iterable<string>): string[] {
  const distinct = new Set<string>();
  for (const v of values) {
    if (v === '') continue;
    // A cell shows one line; its widest line is what must fit.
    const line = v.includes('\n') ? v.split('\n').reduce((a, b) => (estimatedWidth(b) > estimatedWidth(a) ? b : a)) : v;
    distinct.add(line);
  }
  const all = [...distinct];
  if (all.length <= MEASURE_ALL_UP_TO) return all;
  return all
    .map((text) => ({ text, w: estimatedWidth(text) }))
    .sort((a, b) => b.w - a.w)
    .slice(0, MEASURE_LONGEST)
    .map((x) => x.text);
}

/**
 * The width that shows the header and every value of the column whole, within the column's bounds. `values` are
 * the column's values in the model (all rows, not only those rendered); `measure` gives a text's width in pixels
 * in the cells' font, `measureHeader` in the header's (bolder).
 */
export function fitWidth(header: string, values: Iterable<string>, measure: (text: string) => number, bounds: WidthBounds, measureHeader = measure): number {
  let widest = measureHeader(header) + HEADER_CHROME;
  for (const text of valuesToMeasure(values)) {
    const w = measure(text) + CELL_CHROME;
    if (w > widest) widest = w;
    if (widest >= bounds.max) break;
  }
  return clampWidth(Math.ceil(widest), bounds);
}

/** Widths a user chose, by column id. */
export type ColumnWidths = Record<string, number>;

const StoredWidths = z.record(z.string(), z.number().int().positive());

const storageKey = (gridKey: string) => `opsdesk.grid.widths.${gridKey}`;

/**
 * The widths remembered for a grid, kept to the columns it has now and to their bounds (the storage is this
 * machine's, and may hold another version's or a hand-edited value).
 */
export function loadWidths(gridKey: string, bounds: (columnId: string) => WidthBounds | undefined, storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): ColumnWidths {
  try {
    const parsed = StoredWidths.safeParse(JSON.parse(storage?.getItem(storageKey(gridKey)) ?? '{}'));
    if (!parsed.success) return {};
    const out: ColumnWidths = {};
    for (const [id, w] of Object.entries(parsed.data)) {
      const b = bounds(id);
      if (b) out[id] = clampWidth(w, b);
    }
    return out;
  } catch {
    return {};
  }
}

/** Saves a grid's chosen widths; none left removes the entry (the columns' own widths again). */
export function saveWidths(gridKey: string, widths: ColumnWidths, storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined = globalThis.localStorage): void {
  try {
    if (Object.keys(widths).length === 0) storage?.removeItem(storageKey(gridKey));
    else storage?.setItem(storageKey(gridKey), JSON.stringify(widths));
  } catch {
    // A full or disabled storage only loses the remembered widths; the grid keeps them until it closes.
  }
}

export interface ShrinkInput {
  id: string;
  /** The column's own width. */
  width: number;
  /** How narrow it may be made to fit the box (its declared `minWidth`); none, it keeps its width. */
  shrinkTo?: number;
}

/**
 * A table's declaration of which columns give way on a narrow screen: when the columns are wider than the room the
 * box has for them (`available`), those that declare how narrow they may go give up width in proportion to what
 * they can give, never below it; the others keep theirs (the box then scrolls sideways as before). Columns the
 * user sized are not passed in: their width is the user's. Returns the width of every column passed.
 */
export function shrinkToBox(columns: readonly ShrinkInput[], available: number): Map<string, number> {
  const out = new Map(columns.map((c) => [c.id, c.width]));
  const total = columns.reduce((w, c) => w + c.width, 0);
  const over = total - available;
  if (!(over > 0)) return out;
  const give = (c: ShrinkInput) => Math.max(0, c.width - Math.min(c.width, c.shrinkTo ?? c.width));
  const canGive = columns.reduce((w, c) => w + give(c), 0);
  if (canGive === 0) return out;
  const share = Math.min(1, over / canGive);
  for (const c of columns) out.set(c.id, Math.floor(c.width - give(c) * share));
  return out;
}

/**
 * Columns in a box with room to spare (`available` wider than the columns): the first `reserve` pixels of the
 * spare are left to the caller (the status column, whose reasons are the grid's longest texts), the rest widens
 * every column in proportion to its width, never past its `max`. What no column can take stays spare. Columns
 * the user sized are not passed in. Returns the width of every column passed.
 */
export function growToBox(columns: ReadonlyArray<{ id: string; width: number; max: number }>, available: number, reserve: number): Map<string, number> {
  const out = new Map(columns.map((c) => [c.id, c.width]));
  const total = columns.reduce((w, c) => w + c.width, 0);
  const spare = available - total - reserve;
  if (!(spare > 0) || total === 0) return out;
  for (const c of columns) out.set(c.id, Math.min(c.max, Math.floor(c.width + spare * (c.width / total))));
  return out;
}
