// The grid's data: rows carry a stable id (undo, statuses and validation follow the id, never the position)
// and the user's text per column, exactly as typed or pasted.

export type CellValues = Readonly<Record<string, string>>;

export interface GridRow {
  readonly id: string;
  readonly values: CellValues;
  /** The values as loaded or last sent; a cell that differs is dirty. Absent for a row the user added. */
  readonly original?: CellValues;
}

/** How a column's text becomes the value the item schema gets. */
export type ColumnKind =
  /** Free text, kept as typed. */
  | 'text'
  /** Digits kept as text (never a Number: ids above 2^53 and leading zeros stay exact). */
  | 'id'
  /** A whole number; locale grouping and full-width digits accepted, a decimal refused. */
  | 'integer'
  /** A number with an optional fraction, locale-aware. */
  | 'decimal';

export interface GridColumn {
  /** Key in GridRow.values. */
  readonly id: string;
  /** Path of the field in the operation's item ('' when the item is the value itself, as in an id list). */
  readonly field: string;
  readonly label: { readonly en: string; readonly zh: string };
  readonly kind: ColumnKind;
  readonly width?: number;
  /** Further header texts an imported sheet may use for this column. */
  readonly aliases?: readonly string[];
  /** The cell editor: a list of fixed values, or a date-time picker writing `yyyy-MM-dd HH:mm:ss`. */
  readonly editor?: { readonly type: 'choice'; readonly values: readonly string[] } | { readonly type: 'dateTime' };
}

/** changed: applied (or maybe) with other values and edited since; pending: a stopped job never sent it. */
export type RowState = 'draft' | 'queued' | 'sending' | 'succeeded' | 'failed' | 'unknown' | 'changed' | 'pending';

export interface RowStatus {
  readonly state: RowState;
  /** The vendor's reason (failed) or what is known (unknown), shown as it came. */
  readonly reason?: string;
}

/** A cell by position in the current view (visible rows after filter and sort, columns in order). */
export interface CellPos {
  readonly row: number;
  readonly col: number;
}

export function labelOf(column: GridColumn, locale: string): string {
  return locale.toLowerCase().startsWith('zh') ? column.label.zh : column.label.en;
}

export function isDirty(row: GridRow, columnId: string): boolean {
  if (row.original === undefined) return (row.values[columnId] ?? '') !== '';
  return (row.values[columnId] ?? '') !== (row.original[columnId] ?? '');
}
