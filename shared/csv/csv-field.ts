// One CSV cell rule for every file Opsdesk writes (the grid's exports and the core's job export), so a file
// opened in Excel, WPS or LibreOffice never runs what a cell holds. A cell a spreadsheet would take as a formula
// (starting with =, +, -, @, tab or CR) gets a leading apostrophe, unless it is a plain number: -5 and 1.5E-3 stay
// numbers. `exact` wraps a value as ="…" so Excel keeps it as text (ids with leading zeros or past 15 digits).

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

export function csvField(text: string, options: { exact?: boolean } = {}): string {
  // ="0012" is itself a formula, but one whose only content is our own quoted digits.
  if (options.exact && /^\d+$/.test(text)) return `="${text}"`;
  const safe = neutraliseFormula(text);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
