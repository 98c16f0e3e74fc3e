// What a column keeps from typed or pasted text: numbers and ids in canonical form when they parse, dates in the
// vendor's `yyyy-MM-dd HH:mm:ss` when the column takes a date-time, the raw text otherwise (it is shown as an
// error and never lost).
import { parseDateTime } from './dates';
import { parseIdText, parseLocaleInteger, parseLocaleNumber, type NumberProblem } from './numbers';
import type { ColumnKind, GridColumn } from './types';

/** Why a cell's text cannot be kept as its column's value (the catalogue's own rules come on top). */
export type CellProblem = NumberProblem | 'ambiguousDate';

/** A column, or only its kind (callers that know no more; dates are then kept as typed). */
type ColumnLike = ColumnKind | Pick<GridColumn, 'kind' | 'editor'>;

const kindOf = (c: ColumnLike): ColumnKind => (typeof c === 'string' ? c : c.kind);
const takesDate = (c: ColumnLike) => typeof c !== 'string' && c.editor?.type === 'dateTime';

/** The text to store for a cell. Text columns keep exactly what came; number columns store canonical text. */
export function normaliseCell(column: ColumnLike, raw: string, locale: string): string {
  if (takesDate(column)) {
    const date = raw.trim() === '' ? null : parseDateTime(raw);
    return date?.ok ? date.text : raw;
  }
  const kind = kindOf(column);
  if (kind === 'text') return raw;
  const trimmed = raw.trim();
  if (trimmed === '') return '';
  const parsed = parseAs(kind, trimmed, locale);
  return parsed.ok ? parsed.text : raw;
}

/** Why a non-empty cell of a number, id or date column does not parse; null when it does (or the column is text). */
export function cellProblem(column: ColumnLike, raw: string, locale: string): CellProblem | null {
  if (raw.trim() === '') return null;
  if (takesDate(column)) {
    // Only the grid's own reason: a text that is no date at all gets the catalogue's "must be yyyy-MM-dd…".
    const date = parseDateTime(raw);
    return !date.ok && date.problem === 'ambiguousDate' ? 'ambiguousDate' : null;
  }
  const kind = kindOf(column);
  if (kind === 'text') return null;
  const parsed = parseAs(kind, raw, locale);
  return parsed.ok ? null : parsed.problem;
}

function parseAs(kind: Exclude<ColumnKind, 'text'>, raw: string, locale: string) {
  if (kind === 'id') return parseIdText(raw);
  if (kind === 'integer') return parseLocaleInteger(raw, locale);
  return parseLocaleNumber(raw, locale);
}
