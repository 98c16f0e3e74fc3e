// Workbooks written by hand as Excel writes them (the XML parts zipped), for tests that need a cell exactly as a
// spreadsheet program stores it: a number cell's stored text, a built-in number format by its id (zh-CN
// Excel's 年月日 formats are ids 27–36 and 50–58, never written out), a custom format, inline text.
import { strToU8, zipSync } from 'fflate';

export type BuiltCell =
  | { readonly text: string }
  /** A number cell: `stored` is the <v> text as written; `format` a numFmtId (built-in) or a format code. */
  | { readonly number: string; readonly format?: number | string };

export interface BuiltSheet {
  readonly name: string;
  readonly rows: ReadonlyArray<ReadonlyArray<BuiltCell | null>>;
  /** Declared entry sizes are the zip's own: a test that needs other declared sizes edits the bytes. */
}

const NS = 'http://schemas.openxmlformats.org';
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
const colName = (c: number): string => (c < 26 ? String.fromCharCode(65 + c) : colName(Math.floor(c / 26) - 1) + String.fromCharCode(65 + (c % 26)));

export function buildXlsx(sheets: readonly BuiltSheet[]): Uint8Array {
  const customFormats: string[] = [];
  const xfs: Array<number> = [0];
  const styleOf = (format: number | string | undefined): number => {
    if (format === undefined) return 0;
    let id: number;
    if (typeof format === 'number') id = format;
    else {
      let k = customFormats.indexOf(format);
      if (k < 0) k = customFormats.push(format) - 1;
      id = 164 + k;
    }
    let s = xfs.indexOf(id);
    if (s < 0) s = xfs.push(id) - 1;
    return s;
  };
  const sheetXml = sheets.map((sheet) => {
    const rows = sheet.rows
      .map((row, r) => {
        const cells = row
          .map((cell, c) => {
            if (!cell) return '';
            const ref = `${colName(c)}${r + 1}`;
            if ('text' in cell) return `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${esc(cell.text)}</t></is></c>`;
            const s = styleOf(cell.format);
            return `<c r="${ref}"${s ? ` s="${s}"` : ''}><v>${cell.number}</v></c>`;
          })
          .join('');
        return `<row r="${r + 1}">${cells}</row>`;
      })
      .join('');
    return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="${NS}/spreadsheetml/2006/main"><sheetData>${rows}</sheetData></worksheet>`;
  });
  const styles = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><styleSheet xmlns="${NS}/spreadsheetml/2006/main">${
    customFormats.length ? `<numFmts count="${customFormats.length}">${customFormats.map((f, k) => `<numFmt numFmtId="${164 + k}" formatCode="${esc(f)}"/>`).join('')}</numFmts>` : ''
  }<fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts><fills count="1"><fill><patternFill patternType="none"/></fill></fills><borders count="1"><border/></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="${xfs.length}">${xfs
    .map((id) => `<xf numFmtId="${id}" fontId="0" fillId="0" borderId="0" xfId="0"${id ? ' applyNumberFormat="1"' : ''}/>`)
    .join('')}</cellXfs></styleSheet>`;
  const files: Record<string, Uint8Array> = {
    '[Content_Types].xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="${NS}/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>${sheets
        .map((_, i) => `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`)
        .join('')}<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`,
    ),
    '_rels/.rels': strToU8(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="${NS}/package/2006/relationships"><Relationship Id="rId1" Type="${NS}/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    'xl/workbook.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="${NS}/spreadsheetml/2006/main" xmlns:r="${NS}/officeDocument/2006/relationships"><sheets>${sheets
        .map((s, i) => `<sheet name="${esc(s.name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
        .join('')}</sheets></workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="${NS}/package/2006/relationships">${sheets
        .map((_, i) => `<Relationship Id="rId${i + 1}" Type="${NS}/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`)
        .join('')}<Relationship Id="rId${sheets.length + 1}" Type="${NS}/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`,
    ),
    'xl/styles.xml': strToU8(styles),
  };
  sheetXml.forEach((xml, i) => (files[`xl/worksheets/sheet${i + 1}.xml`] = strToU8(xml)));
  return zipSync(files);
}
