// The grid's geometry and its cells' element ids: what the views lay out by and what the hooks, the focus sink and
// aria-activedescendant compute from, kept apart from any one view.
import type { GridColumn } from '../model/types';

/**
 * A cell shows at most this much of its text (the whole stays in the row, and the editor shows it): laying out a
 * 20 MB cell held the page for seconds, and no column is wide enough to show more than a few dozen characters.
 */
const MAX_SHOWN_CHARS = 1000;
export const shownText = (value: string) => (value.length > MAX_SHOWN_CHARS ? `${value.slice(0, MAX_SHOWN_CHARS)}…` : value);

export const ROW_HEIGHT = 30;
export const ROW_HEADER_WIDTH = 64;
export const STATUS_WIDTH = 180;
export const DEFAULT_COLUMN_WIDTH = 140;

/** Where a cell sits in the scroll area's content (below the one-row header). */
export function cellBox(columns: readonly GridColumn[], pos: { row: number; col: number }) {
  let left = ROW_HEADER_WIDTH;
  for (let c = 0; c < pos.col; c++) left += columns[c]?.width ?? DEFAULT_COLUMN_WIDTH;
  return { top: ROW_HEIGHT * (pos.row + 1), left, width: columns[pos.col]?.width ?? DEFAULT_COLUMN_WIDTH, height: ROW_HEIGHT };
}

export function cellId(gridId: string, viewRow: number, col: number): string {
  return `${gridId}-r${viewRow}-c${col}`;
}

export function headerCellId(gridId: string, col: number): string {
  return `${gridId}-h${col}`;
}

/** The whole width of the rows: row header, the columns at their widths, the status column. */
export function totalWidth(columns: readonly GridColumn[], statusWidth = STATUS_WIDTH): number {
  return ROW_HEADER_WIDTH + columns.reduce((w, c) => w + (c.width ?? DEFAULT_COLUMN_WIDTH), 0) + statusWidth;
}

/**
 * The status column's width in a box `boxWidth` wide: its own, plus whatever room the columns leave. A row's
 * reason is its longest text; it reads whole where the box allows, and no free band is left beside a cut one.
 */
export function statusWidthIn(columns: readonly GridColumn[], boxWidth: number | undefined): number {
  if (boxWidth === undefined) return STATUS_WIDTH;
  const spare = Math.floor(boxWidth - totalWidth(columns));
  return spare > 0 ? STATUS_WIDTH + spare : STATUS_WIDTH;
}
