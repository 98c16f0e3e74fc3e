// One CSV cell rule for every file Opsdesk writes (the grid's exports and the core's job export), and its undo for
// every file Opsdesk reads back, so a file that leaves comes back exactly.
//
// A spreadsheet opening a CSV reads every cell it can as something else: `0012345` as the number 12345,
// `138400326137585057` as 1.38400326137585E+17, `2024-11-12 08:00:00` as a date it later saves as
// `11/12/2024 8:00`, `3/4` as the 4th of March, `=SUM(A1)` as a formula it runs. Such a cell is written as a
// formula that is only a string literal, `="0012345"`: Excel, WPS, LibreOffice and Sheets show its text exactly
// and never run what it holds; a spreadsheet that does not evaluate formulas shows `="0012345"`, which Opsdesk's
// import unwraps all the same. A text too long for a string literal (255 characters) or holding a line break
// that starts like a formula gets a leading apostrophe instead, which the import drops again.

/** What Excel, WPS and LibreOffice take as the start of a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A number as the grid keeps one (canonical: no grouping, no padding zeros), at most Excel's 15 digits. */
const CANONICAL_NUMBER = /^-?(0|[1-9]\d*)(\.\d*[1-9])?$/;
const EXCEL_DIGITS = 15;
/** Excel refuses a longer string literal in a formula. */
const MAX_LITERAL = 255;

/** Words a spreadsheet reads as part of a date or time (month names, AM/PM; 年月日, 上午/下午 in zh-CN locales). */
const DATE_WORDS = /\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|am|pm|a|p)\b\.?|[年月日号时分秒]|上午|下午/gi;
/** What is left of a number, date, time, percentage or fraction once those words are gone. */
const NUMBER_OR_DATE = /^[\d\s.,:/\-+%$¥€£()eET]*$/;

/**
 * Whether a spreadsheet opening the CSV would take the text for something other than text: a number in any
 * dress, a date or time, a percentage, a fraction, TRUE/FALSE, or a text starting with an apostrophe (Excel
 * takes that for its text prefix and drops it). Generous on purpose: writing a cell as text that would have
 * stayed text costs nothing.
 */
export function wouldBeReread(text: string): boolean {
  const t = text.trim();
  if (t === '') return false;
  if (t.startsWith("'")) return true;
  if (/^(true|false)$/i.test(t)) return true;
  if (!/\d/.test(t)) return false;
  return NUMBER_OR_DATE.test(t.replace(DATE_WORDS, ' '));
}

function significantDigits(canonical: string): number {
  return canonical.replace(/[-.]/g, '').replace(/^0+/, '').length;
}

/** `="…"`: a formula that is only its string literal (quotes doubled inside). */
function literal(text: string): string {
  return `="${text.replace(/"/g, '""')}"`;
}

/** The text as one spreadsheet cell that opens exactly (see the top of this file); not yet CSV-quoted. */
export function protectCell(text: string, options: { number?: boolean } = {}): string {
  if (text === '') return text;
  // A number cell stays a number (SUM adds it) when a spreadsheet reads back exactly what was written.
  if (options.number && CANONICAL_NUMBER.test(text) && significantDigits(text) <= EXCEL_DIGITS) return text;
  const formula = FORMULA_START.test(text);
  if (!formula && !wouldBeReread(text)) return text;
  if (text.length <= MAX_LITERAL && !/[\r\n\t]/.test(text)) return literal(text);
  // Too long for a literal: an apostrophe keeps a formula from running; other long text is read as text anyway.
  return formula ? `'${text}` : text;
}

/**
 * One CSV field: the cell rule, then quoted when it holds a comma, a quote or a line break. A string literal
 * without a comma is written bare (`="0012"`), as spreadsheets read it: quoted, LibreOffice's "quoted field as
 * text" would show it unevaluated.
 */
export function csvField(text: string, options: { number?: boolean } = {}): string {
  const cell = protectCell(text, options);
  if (cell.startsWith('="') && !/[,\r\n]/.test(cell)) return cell;
  return /[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

const LITERAL = /^="((?:[^"]|"")*)"$/s;

/**
 * A cell read from a file, with what `protectCell` added taken off again: `="0012"` → `0012` (also when a
 * spreadsheet kept it as text rather than evaluating it), `'=SUM(A1)` → `=SUM(A1)` (Opsdesk's apostrophe, or a
 * spreadsheet's text prefix). Any other apostrophe is the user's own and stays; a formula that is more than one
 * string literal (`="a"&B2`) stays as it came.
 */
export function unprotectCell(text: string): string {
  const first = text.charCodeAt(0);
  if (first === 0x3d) {
    // '='
    const m = LITERAL.exec(text);
    return m ? m[1]!.replace(/""/g, '"') : text;
  }
  if (first === 0x27 && FORMULA_START.test(text.slice(1))) return text.slice(1); // "'"
  return text;
}
