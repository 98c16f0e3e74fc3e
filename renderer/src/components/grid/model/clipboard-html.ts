// HTML tables from the clipboard as Excel (Windows and Mac, CF_HTML wrapper included), WPS, LibreOffice and
// Google Sheets write them, read with DOMParser. A cell's text is what the sheet displayed: `<br>` is a line
// break inside the cell, Excel's `mso-spacerun` padding and accounting spaces are trimmed, text cells keep
// leading zeros and every digit. Merged cells give their value to the top-left cell and blanks to the rest.
import type { Matrix } from './clipboard-tsv';

const LINE = '\u2028';
const KEPT_SPACE = '\u00a0';
const BLOCKS = new Set(['DIV', 'P', 'LI', 'TR']);

function isHidden(el: Element): boolean {
  return /display\s*:\s*none/i.test(el.getAttribute('style') ?? '');
}

function collect(node: Node, out: string[], keepSpaces: boolean): void {
  for (let child = node.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === 3) {
      const data = (child as Text).data;
      out.push(keepSpaces ? data.replace(/[ \t\r\n]/g, KEPT_SPACE) : data);
      continue;
    }
    if (child.nodeType !== 1) continue;
    const el = child as Element;
    const tag = el.tagName.toUpperCase();
    if (tag === 'BR') {
      out.push(LINE);
      continue;
    }
    if (tag === 'STYLE' || tag === 'SCRIPT' || isHidden(el)) continue;
    if (BLOCKS.has(tag) && out.length > 0 && !out[out.length - 1]!.endsWith(LINE)) out.push(LINE);
    collect(el, out, keepSpaces || /mso-spacerun\s*:\s*yes/i.test(el.getAttribute('style') ?? ''));
  }
}

/** The displayed text of a cell: HTML whitespace collapsed, `<br>` as "\n", each line trimmed. */
export function cellText(el: Element): string {
  const only = el.firstChild;
  if (only === null) return '';
  // Most cells are one text node: collapse and trim it without the general walk.
  if (only.nextSibling === null && only.nodeType === 3) return (only as Text).data.replace(/[ \t\r\n\f]+/g, ' ').replace(/\u00a0/g, ' ').trim();
  const parts: string[] = [];
  collect(el, parts, false);
  return parts
    .join('')
    .replace(/[ \t\r\n\f]+/g, ' ')
    .split(LINE)
    .map((line) => line.replace(/\u00a0/g, ' ').trim())
    .join('\n')
    .replace(/^\n+|\n+$/g, '');
}

// Indexed loops over the live collections: iterating them (Array.from, for…of) costs ~30× more at 10,000 rows.
function rowsOf(table: HTMLTableElement): HTMLTableRowElement[] {
  // table.rows: this table's rows only (thead, tbody, tfoot), not those of a table nested in a cell.
  const out: HTMLTableRowElement[] = [];
  const all = table.rows;
  for (let i = 0; i < all.length; i++) if (!isHidden(all[i]!)) out.push(all[i]!);
  return out;
}

function span(n: number): number {
  return Number.isFinite(n) && n > 1 ? Math.min(n, 1000) : 1;
}

/** The table's cells, merged areas spread out; null when the HTML has no table (or single Sheets cell). */
export function parseClipboardHtml(html: string): Matrix | null {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const table = doc.querySelector('table');
  if (!table) {
    // Sheets puts a single copied cell in a <span data-sheets-value>, not a table.
    const single = doc.querySelector('[data-sheets-value]');
    return single ? [[cellText(single)]] : null;
  }
  const matrix: Matrix = [];
  // Cells still covered by a rowspan from above: row index → set of column indexes.
  const covered = new Map<number, Set<number>>();
  const rows = rowsOf(table as HTMLTableElement);
  for (let r = 0; r < rows.length; r++) {
    const out: string[] = [];
    const taken = covered.get(r);
    let c = 0;
    const skipCovered = () => {
      while (taken?.has(c)) out[c++] = '';
    };
    const cells = rows[r]!.cells;
    for (let k = 0; k < cells.length; k++) {
      const cell = cells[k]!;
      if (isHidden(cell)) continue;
      skipCovered();
      const cols = span(cell.colSpan);
      const down = span(cell.rowSpan);
      out[c] = cellText(cell);
      for (let j = 1; j < cols; j++) out[c + j] = '';
      for (let d = 1; d < down; d++) {
        let set = covered.get(r + d);
        if (!set) covered.set(r + d, (set = new Set()));
        for (let j = 0; j < cols; j++) set.add(c + j);
      }
      c += cols;
    }
    skipCovered();
    matrix.push(Array.from(out, (v) => v ?? ''));
  }
  const width = Math.max(0, ...matrix.map((r) => r.length));
  for (const row of matrix) while (row.length < width) row.push('');
  return matrix;
}

function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * An HTML table Excel, WPS and Sheets paste as cells: every cell marked as text (`mso-number-format:"\@"`) so
 * ids keep their leading zeros and all 18 digits, line breaks as Excel's same-cell `<br>`.
 */
export function toClipboardHtml(matrix: Matrix): string {
  let body = '';
  for (const row of matrix) {
    body += '<tr>';
    for (const cell of row) body += `<td style='mso-number-format:"\\@"'>${escapeHtml(cell).replace(/\r?\n/g, "<br style='mso-data-placement:same-cell'>")}</td>`;
    body += '</tr>';
  }
  return `<meta charset="utf-8"><table><tbody>${body}</tbody></table>`;
}
