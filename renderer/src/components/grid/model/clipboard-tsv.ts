// Tab-separated clipboard text as Excel, WPS, LibreOffice and Sheets write it: a cell holding a tab, a line
// break or a leading quote is quoted with doubled inner quotes; every row ends in a line break (CRLF on
// Windows), the last one included. Hand-written because the clipboard's rules differ from CSV's: a quote
// inside an unquoted cell is literal, and a lone trailing newline is not an empty row.

export type Matrix = string[][];

export function parseTsv(text: string): Matrix {
  const rows: Matrix = [];
  const n = text.length;
  if (n === 0) return rows;
  let row: string[] = [];
  let i = 0;
  for (;;) {
    const quoted = text[i] === '"' ? readQuoted(text, i) : null;
    if (quoted) {
      row.push(quoted.value);
      i = quoted.end;
    } else {
      let j = i;
      while (j < n && text[j] !== '\t' && text[j] !== '\n' && text[j] !== '\r') j++;
      row.push(text.slice(i, j));
      i = j;
    }
    if (i >= n) {
      rows.push(row);
      break;
    }
    if (text[i] === '\t') {
      i++;
      continue;
    }
    i += text[i] === '\r' && text[i + 1] === '\n' ? 2 : 1;
    rows.push(row);
    row = [];
    // The line break after the last row does not start an empty row.
    if (i >= n) break;
  }
  return rows;
}

/** A quoted cell only when its closing quote is followed by a separator or the end; otherwise null (literal). */
function readQuoted(text: string, start: number): { value: string; end: number } | null {
  let value = '';
  let i = start + 1;
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === '"') {
      if (text[i + 1] === '"') {
        value += '"';
        i += 2;
        continue;
      }
      const next = text[i + 1];
      if (next === undefined || next === '\t' || next === '\n' || next === '\r') return { value: value.replace(/\r\n/g, '\n'), end: i + 1 };
      return null;
    }
    value += ch;
    i++;
  }
  return null;
}

function quoteIfNeeded(cell: string): string {
  return /[\t\n\r"]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

/** TSV as Excel writes it (CRLF after every row), so pasting back into Excel or WPS round-trips. */
export function toTsv(matrix: Matrix): string {
  let out = '';
  for (const row of matrix) out += row.map(quoteIfNeeded).join('\t') + '\r\n';
  return out;
}
