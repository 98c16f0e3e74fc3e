// What a column keeps from typed, pasted or imported text: numbers and ids in canonical form when they parse,
// dates in the vendor's `yyyy-MM-dd HH:mm:ss` when the column takes a date-time, the raw text otherwise (it is
// shown as an error and never lost). One reading for every reader of a cell: the grids (typing, pasting,
// importing) and the core's sync of a file.
import { parseDateTime } from './dates';
import { parseIdText, parseLocaleInteger, parseLocaleNumber, type NumberProblem } from './numbers';

/** How a column's text becomes the value the item schema gets. */
export type CellKind =
  /** Free text, kept as typed. */
  | 'text'
  /** Digits kept as text (never a Number: ids above 2^53 and leading zeros stay exact). */
  | 'id'
  /** A whole number; locale grouping and full-width digits accepted, a decimal refused. */
  | 'integer'
  /** A number with an optional fraction, locale-aware. */
  | 'decimal';

/**
 * Why a cell's text cannot be kept as its column's value (the catalogue's own rules come on top). Each is an
 * issue code of the catalogue (shared/catalogue/issue-codes.ts), worded by its table in en and zh-CN.
 * `idStoredAsNumber` only an import finds: the file held the id as a number cell too long to keep exactly.
 */
export type CellProblem = NumberProblem | 'ambiguousDate' | 'idStoredAsNumber';

/**
 * A column, or only its kind (callers that know no more; dates are then kept as typed). A column whose editor
 * is a date-time picker takes a date.
 */
export type CellColumn = CellKind | { readonly kind: CellKind; readonly editor?: { readonly type: string } };

const kindOf = (c: CellColumn): CellKind => (typeof c === 'string' ? c : c.kind);
const takesDate = (c: CellColumn) => typeof c !== 'string' && c.editor?.type === 'dateTime';

/** A cell's text read by its column: the text to store, and why it cannot be kept as the column's value. */
export interface ParsedCell {
  readonly text: string;
  readonly problem: CellProblem | null;
}

/**
 * normaliseCell and cellProblem in one parse (an import reads every cell once, not once for each). Text columns
 * keep exactly what came; number columns store canonical text; a cell that does not parse keeps its text.
 */
export function parseCell(column: CellColumn, raw: string, locale: string): ParsedCell {
  const trimmed = raw.trim();
  if (takesDate(column)) {
    if (trimmed === '') return { text: raw, problem: null };
    const date = parseDateTime(raw);
    // Only the grid's own reason: a text that is no date at all gets the catalogue's "must be yyyy-MM-dd…".
    return date.ok ? { text: date.text, problem: null } : { text: raw, problem: date.problem === 'ambiguousDate' ? 'ambiguousDate' : null };
  }
  const kind = kindOf(column);
  if (kind === 'text') return { text: raw, problem: null };
  if (trimmed === '') return { text: '', problem: null };
  const parsed = parseAs(kind, trimmed, locale);
  return parsed.ok ? { text: parsed.text, problem: null } : { text: raw, problem: parsed.problem };
}

/** The text to store for a cell. */
export function normaliseCell(column: CellColumn, raw: string, locale: string): string {
  return parseCell(column, raw, locale).text;
}

/** Why a non-empty cell of a number, id or date column does not parse; null when it does (or the column is text). */
export function cellProblem(column: CellColumn, raw: string, locale: string): CellProblem | null {
  return parseCell(column, raw, locale).problem;
}

function parseAs(kind: Exclude<CellKind, 'text'>, raw: string, locale: string) {
  if (kind === 'id') return parseIdText(raw);
  if (kind === 'integer') return parseLocaleInteger(raw, locale);
  return parseLocaleNumber(raw, locale);
}
