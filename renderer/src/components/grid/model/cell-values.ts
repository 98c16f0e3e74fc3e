// What a column keeps from typed or pasted text: numbers and ids in canonical form when they parse, the raw
// text otherwise (it is shown as an error and never lost).
import { parseIdText, parseLocaleInteger, parseLocaleNumber, type NumberProblem } from './numbers';
import type { ColumnKind } from './types';

/** The text to store for a cell. Text columns keep exactly what came; number columns store canonical text. */
export function normaliseCell(kind: ColumnKind, raw: string, locale: string): string {
  if (kind === 'text') return raw;
  const trimmed = raw.trim();
  if (trimmed === '') return '';
  const parsed = parseAs(kind, trimmed, locale);
  return parsed.ok ? parsed.text : raw;
}

/** Why a non-empty cell of a number or id column does not parse; null when it does (or the column is text). */
export function cellProblem(kind: ColumnKind, raw: string, locale: string): NumberProblem | null {
  if (kind === 'text' || raw.trim() === '') return null;
  const parsed = parseAs(kind, raw, locale);
  return parsed.ok ? null : parsed.problem;
}

function parseAs(kind: Exclude<ColumnKind, 'text'>, raw: string, locale: string) {
  if (kind === 'id') return parseIdText(raw);
  if (kind === 'integer') return parseLocaleInteger(raw, locale);
  return parseLocaleNumber(raw, locale);
}
