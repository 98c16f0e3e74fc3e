// The grid's data: rows carry a stable id (undo, statuses and validation follow the id, never the position)
// and the user's text per column, exactly as typed or pasted.
import type { JobRowInput, WriteOperationId } from '../../../bridge/operations';
import type { MessageId } from '../../../i18n/catalogue';
import { TEXTS } from '../../../i18n/texts';
import type { SheetField } from '../../../../../shared/catalogue/sheet-fields';
import type { CellKind } from '../../../../../shared/sheets/cell-values';

export type CellValues = Readonly<Record<string, string>>;

export interface GridRow {
  readonly id: string;
  readonly values: CellValues;
  /** The values as loaded or last sent; a cell that differs is dirty. Absent for a row the user added. */
  readonly original?: CellValues;
}

/**
 * The rows' send statuses as a screen gives them, with the rows shown as refused when the screen has them listed
 * already (its send plan does: grid-statuses.ts); without the list the grid finds them itself.
 */
export type RowStatuses = ReadonlyMap<string, RowStatus> & { readonly failedIds?: readonly string[] };

/** How a column's text becomes the value the item schema gets (one reading for the grids and the sync). */
export type ColumnKind = CellKind;

/** A header shown as it is in both languages: only for names taken from data (a failures export's keys). */
export interface VerbatimLabel {
  readonly en: string;
  readonly zh: string;
}

/** The fields a column may fill: keys of one row (`TItem`), '' when the row is the value itself (an id list). */
export type ItemField<TItem> = unknown extends TItem ? string : TItem extends object ? Extract<keyof TItem, string> : '';

/**
 * A column of the grid. `TItem` is the operation's row (`GridColumn<JobRowInput<'retailxStock'>>`, or
 * `ColumnsOf<'retailxStock'>`): its `field` must then be one of the row's keys.
 */
export interface GridColumn<TItem = unknown> {
  /** Key in GridRow.values. */
  readonly id: string;
  /** Path of the field in the operation's item ('' when the item is the value itself, as in an id list). */
  readonly field: ItemField<TItem>;
  /** A message id (en and zh-CN); a verbatim pair only for names taken from data. */
  readonly label: MessageId | VerbatimLabel;
  readonly kind: ColumnKind;
  readonly width?: number;
  /** The narrowest and widest a user may make it (drag, keyboard, fit); default 48 and 640 px. */
  readonly minWidth?: number;
  readonly maxWidth?: number;
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
  /** Words the reason line leaves out as saying nothing more, kept whole for an export (the service's own text). */
  readonly asItCame?: string;
}

/** A cell by position in the current view (visible rows after filter and sort, columns in order). */
export interface CellPos {
  readonly row: number;
  readonly col: number;
}

/** A screen's column: its header is a message id, so both languages come from the message tables. */
export interface ScreenColumn<TItem> extends GridColumn<TItem> {
  readonly label: MessageId;
}
/** The columns of a grid that fills operation K's rows. */
export type ColumnsOf<K extends WriteOperationId> = readonly ScreenColumn<JobRowInput<K>>[];

/** A screen column's kind and aliases as the catalogue's sheet table gives them for its field: the sync reads them too. */
export function sheetColumnOf(facts: SheetField): Pick<GridColumn, 'kind' | 'aliases'> {
  return { kind: facts.kind, aliases: facts.aliases };
}

/**
 * A column's header in `locale`. An id's text comes from that locale's texts (i18n/texts.ts): the shown locale's
 * are always here; a grid that reads headers in both languages loads the other first (loadEveryLocale).
 */
export function labelOf(column: GridColumn, locale: string): string {
  const zh = locale.toLowerCase().startsWith('zh');
  // Only `errors.vendor.*` ids are open-ended (a template type); a column never uses one.
  if (typeof column.label === 'string') return TEXTS.get(zh ? 'zh-CN' : 'en')?.[column.label] ?? column.label;
  return zh ? column.label.zh : column.label.en;
}

export function isDirty(row: GridRow, columnId: string): boolean {
  if (row.original === undefined) return (row.values[columnId] ?? '') !== '';
  return (row.values[columnId] ?? '') !== (row.original[columnId] ?? '');
}
