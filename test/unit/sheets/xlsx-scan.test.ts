// The one-pass .xlsx scan (xlsx-scan.ts) gives what the SheetJS reader (xlsx-read.ts) gives for the same file:
// every sheet, every cell's text, the lossy-number marks an id column refuses, merges, the cap. Workbooks written
// by SheetJS, by write-excel-file (the grid's own export), by hand as Excel, WPS and Tencent Docs store their
// parts (test/fixtures/import/stock.xlsx), and XML that holds each case the scan reads (shared, inline and rich
// strings, a formula's string result, booleans, errors, dates, empty cells, escapes, the 1904 date system).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import * as XLSX from '@e965/xlsx';
import writeXlsxFile from 'write-excel-file/node';
import { describe, expect, it } from 'vitest';
import { inspectWorkbook } from '../../../shared/sheets/workbook-container';
import type { ReadLimits } from '../../../shared/sheets/workbook';
import { readWorkbook } from '../../../shared/sheets/xlsx-read';
import { scanWorkbook } from '../../../shared/sheets/xlsx-scan';
import { buildXlsx } from '../../support/xlsx-builder';

const NO_CAP: ReadLimits = { maxRows: Infinity, previewRows: 20 };

function bothReads(bytes: Uint8Array, limits: ReadLimits = NO_CAP) {
  const scanned = scanWorkbook(bytes, inspectWorkbook(bytes, 'book.xlsx').styles, limits);
  return { scanned, sheetjs: readWorkbook(bytes, 'book.xlsx', limits) };
}

function expectSame(bytes: Uint8Array, limits: ReadLimits = NO_CAP) {
  const { scanned, sheetjs } = bothReads(bytes, limits);
  // The scan read it (null would mean SheetJS read it instead: equal, but nothing gained).
  expect(scanned).not.toBeNull();
  expect(scanned).toEqual(sheetjs);
  return scanned!;
}

const NS = 'http://schemas.openxmlformats.org';
/** A workbook from its parts' XML as given (sheet XML bodies, a shared-string table, styles, workbook properties). */
function handWritten(parts: { sheets: readonly string[]; sst?: string; styles?: string; workbookPr?: string; sheetNames?: readonly string[] }): Uint8Array {
  const files: Record<string, Uint8Array> = {
    '[Content_Types].xml': strToU8(`<?xml version="1.0" encoding="UTF-8"?><Types xmlns="${NS}/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>${parts.sheets.map((_, i) => `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`).join('')}${parts.sst ? '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>' : ''}${parts.styles ? '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' : ''}</Types>`),
    '_rels/.rels': strToU8(`<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${NS}/package/2006/relationships"><Relationship Id="rId1" Type="${NS}/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`),
    'xl/workbook.xml': strToU8(`<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${NS}/spreadsheetml/2006/main" xmlns:r="${NS}/officeDocument/2006/relationships">${parts.workbookPr ?? ''}<sheets>${parts.sheets.map((_, i) => `<sheet name="${parts.sheetNames?.[i] ?? `Sheet${i + 1}`}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('')}</sheets></workbook>`),
    'xl/_rels/workbook.xml.rels': strToU8(`<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${NS}/package/2006/relationships">${parts.sheets.map((_, i) => `<Relationship Id="rId${i + 1}" Type="${NS}/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`).join('')}${parts.sst ? `<Relationship Id="rS" Type="${NS}/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/>` : ''}${parts.styles ? `<Relationship Id="rT" Type="${NS}/officeDocument/2006/relationships/styles" Target="styles.xml"/>` : ''}</Relationships>`),
  };
  parts.sheets.forEach((body, i) => (files[`xl/worksheets/sheet${i + 1}.xml`] = strToU8(`<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${NS}/spreadsheetml/2006/main">${body}</worksheet>`)));
  if (parts.sst) files['xl/sharedStrings.xml'] = strToU8(`<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${NS}/spreadsheetml/2006/main">${parts.sst}</sst>`);
  if (parts.styles) files['xl/styles.xml'] = strToU8(`<?xml version="1.0" encoding="UTF-8"?><styleSheet xmlns="${NS}/spreadsheetml/2006/main">${parts.styles}</styleSheet>`);
  return zipSync(files);
}

/** Styles with a date-time format (s=1), a text format (s=2), a custom date (s=3), zh-CN's unlisted 年月日 (s=4). */
const STYLES =
  '<numFmts count="2"><numFmt numFmtId="164" formatCode="yyyy-mm-dd hh:mm:ss"/><numFmt numFmtId="165" formatCode="yyyy&quot;年&quot;m&quot;月&quot;"/></numFmts>' +
  '<cellXfs count="5"><xf numFmtId="0"/><xf numFmtId="164" applyNumberFormat="1"/><xf numFmtId="49" applyNumberFormat="1"/><xf numFmtId="165" applyNumberFormat="1"/><xf numFmtId="31" applyNumberFormat="1"/></cellXfs>';

describe('the scan reads as SheetJS reads', () => {
  it('shared strings (plain, rich text with phonetic runs, escapes, line breaks), numbers, booleans, errors, empty cells', () => {
    const sst =
      '<si><t>MSKU ID</t></si><si><t xml:space="preserve"> 仓库 </t></si><si><r><rPr><b/></rPr><t>商品</t></r><r><t xml:space="preserve"> A&amp;B</t></r><rPh sb="0" eb="1"><t>しょうひん</t></rPh></si>' +
      '<si><t>line1\r\nline2_x000D_</t></si><si><t/></si><si><t>0012345</t></si><si><t>&lt;&#x4E2D;&#20013;&gt;</t></si>';
    const rows =
      '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="s"><v>2</v></c><c r="D1" t="s"><v>3</v></c></row>' +
      '<row r="2"><c r="A2" t="s"><v>5</v></c><c r="B2"><v>1111.1111000000001</v></c><c r="C2"><v>4.4999999999999998E-2</v></c><c r="D2" t="b"><v>1</v></c><c r="F2" t="b"><v>0</v></c></row>' +
      '<row r="3" spans="1:6"><c r="A3" t="s"><v>4</v></c><c r="B3" s="2"/><c r="C3" t="e"><v>#DIV/0!</v></c><c r="D3" t="e"><v>#N/A</v></c><c r="E3" t="s"><v>6</v></c></row>' +
      '<row r="5"><c r="B5"><v>11.0</v></c><c r="C5" t="b"/><c r="D5" t="str"/><c r="E5" t="e"/></row>' +
      '<row r="6"/><row r="7"><c r="A7" s="1"/></row>';
    const sheet = expectSame(handWritten({ sheets: [`<dimension ref="A1:F7"/><sheetData>${rows}</sheetData>`], sst, styles: STYLES }));
    expect(sheet[0]!.cells[1]).toEqual(['0012345', '1111.1111', '0.045', 'TRUE', '', 'FALSE']);
  });

  it('inline strings, a formula’s cached string, number and date results, text-formatted numbers', () => {
    const rows =
      '<row r="1"><c r="A1" t="inlineStr"><is><t>货号</t></is></c><c r="B1" t="inlineStr"><is><r><t>富</t></r><r><t>文本</t></r></is></c><c r="C1" t="inlineStr"><is></is></c><c r="D1" t="inlineStr"/></row>' +
      '<row r="2"><c r="A2" t="str"><f>A1&amp;"x"</f><v>货号x &amp;amp; _x0041_</v></c><c r="B2"><f>1+1</f><v>2</v></c><c r="C2" s="1"><f>NOW()</f><v>45607.333333333336</v></c><c r="D2"><f>X()</f></c></row>' +
      '<row r="3"><c r="A3" s="2"><v>12345678901234567</v></c><c r="B3" s="3"><v>45607</v></c><c r="C3" s="4"><v>45607.5</v></c><c r="D3" s="9"><v>3</v></c></row>';
    expectSame(handWritten({ sheets: [`<sheetData>${rows}</sheetData>`], styles: STYLES }));
  });

  it('a number cell in an id column: 16 digits or more marked lossy, as Excel shows it; a text id kept whole', () => {
    const rows =
      '<row r="1"><c r="A1" t="inlineStr"><is><t>MSKU ID</t></is></c><c r="B1" t="inlineStr"><is><t>数量</t></is></c></row>' +
      '<row r="2"><c r="A2"><v>138400326137585057</v></c><c r="B2"><v>5</v></c></row>' +
      '<row r="3"><c r="A3" t="inlineStr"><is><t>138400326137585057</t></is></c><c r="B3"><v>1E+16</v></c></row>' +
      '<row r="4"><c r="A4"><v>894930744178</v></c><c r="B4" s="1"><v>1.2E+16</v></c></row>';
    const [sheet] = expectSame(handWritten({ sheets: [`<sheetData>${rows}</sheetData>`], styles: STYLES }));
    expect(sheet!.lossy).toEqual([1, 0, 2, 1]);
    expect(sheet!.cells[1]![0]).toBe('138400326137585000');
    expect(sheet!.cells[2]![0]).toBe('138400326137585057');
  });

  it('dates in the 1904 system, East Asian built-in date formats left unlisted, merges, several sheets by name', () => {
    const one = '<dimension ref="A1:B3"/><sheetData><row r="1"><c r="A1" s="1"><v>40000.25</v></c><c r="B1" s="4"><v>40000</v></c></row><row r="3"><c r="A3"><v>7</v></c></row></sheetData><mergeCells count="1"><mergeCell ref="A1:B2"/></mergeCells>';
    const two = '<sheetData><row r="2"><c r="C2" t="inlineStr"><is><t>x</t></is></c></row></sheetData>';
    const styles = '<cellXfs count="5"><xf numFmtId="0"/><xf numFmtId="22"/><xf numFmtId="49"/><xf numFmtId="0"/><xf numFmtId="58"/></cellXfs>';
    expectSame(handWritten({ sheets: [one, two, '<sheetData/>'], styles, workbookPr: '<workbookPr date1904="1"/>', sheetNames: ['库存 &amp; 盘点', 'B', 'Empty'] }));
    expectSame(handWritten({ sheets: [one], styles }));
    expectSame(handWritten({ sheets: [one] }));
  });

  it('a sheet past the cap: marked with the rows its dimension declares, its first rows kept; one under the cap beside it', () => {
    const long = Array.from({ length: 30 }, (_, r) => `<row r="${r + 1}"><c r="A${r + 1}"><v>${r}</v></c></row>`).join('');
    const book = handWritten({ sheets: [`<dimension ref="A1:A1000000"/><sheetData>${long}</sheetData>`, `<sheetData>${long}</sheetData>`, '<sheetData><row r="1"><c r="A1"><v>1</v></c></row></sheetData>'] });
    const sheets = expectSame(book, { maxRows: 25, previewRows: 3 });
    expect(sheets.map((s) => s.overCap)).toEqual([1_000_000, 26, undefined]);
    expectSame(book, { maxRows: 30, previewRows: 3 });
  });

  it('a workbook written by SheetJS, with and without a shared-string table', () => {
    const data = [
      ['MSKU ID', '仓库', '数量', '价格', '到货', '备注'],
      ['MSKU-000001', 'WH-1', 3, 1111.1111000000001, new Date(Date.UTC(2024, 10, 12, 8, 0, 0)), 'a & <b>'],
      ['138400326137585057', null, 0, 0.045, null, true],
      [Number('138400326137585057'), '', -5, 12.5, null, false],
    ];
    for (const bookSST of [true, false]) {
      const book = XLSX.utils.book_new();
      XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(data, { cellDates: true }), 'Stock');
      expectSame(new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx', bookSST, compression: true }) as ArrayBuffer));
    }
  });

  it('a workbook written by write-excel-file, as the grid exports: text ids, numbers, dates, booleans', async () => {
    const text = (value: string) => ({ value, type: String, format: '@' });
    const rows = [
      [text('MSKU ID'), text('仓库'), text('可用库存'), text('到货')],
      [text('138400326137585057'), text('0012'), { value: 5, type: Number }, { value: new Date(Date.UTC(2024, 10, 12, 8, 0, 0)), type: Date, format: 'yyyy-mm-dd hh:mm:ss' }],
      [text('MSKU-2'), null, { value: 1111.1111, type: Number }, { value: true, type: Boolean }],
    ];
    const buffer = await writeXlsxFile(rows).toBuffer();
    const [sheet] = expectSame(new Uint8Array(buffer));
    expect(sheet!.cells[1]).toEqual(['138400326137585057', '0012', '5', '2024-11-12 08:00:00']);
  });

  it('the hand-written fixture workbook (as Excel, WPS and Tencent Docs store theirs)', () => {
    expectSame(new Uint8Array(readFileSync(join(process.cwd(), 'test', 'fixtures', 'import', 'stock.xlsx'))));
    expectSame(buildXlsx([{ name: 'Stock', rows: [[{ text: 'a' }, { number: '0.1', format: 'yyyy"年"m"月"d"日"' }, { number: '3', format: 31 }]] }]));
  });

  it('tells its progress every 2,000 rows of each sheet, of the rows the sheet declares (its dimension, within the cap)', () => {
    const rows = (n: number) => Array.from({ length: n }, (_, r) => `<row r="${r + 1}"><c r="A${r + 1}"><v>${r}</v></c></row>`).join('');
    const book = handWritten({ sheets: [`<dimension ref="A1:A4100"/><sheetData>${rows(4100)}</sheetData>`, `<sheetData>${rows(2500)}</sheetData>`] });
    const heard: unknown[] = [];
    scanWorkbook(book, inspectWorkbook(book, 'book.xlsx').styles, NO_CAP, (p) => heard.push(p));
    expect(heard).toEqual([
      { sheet: 0, rows: 2000, of: 4100 },
      { sheet: 0, rows: 4000, of: 4100 },
      { sheet: 1, rows: 2000, of: null },
    ]);
    heard.length = 0;
    scanWorkbook(book, null, { maxRows: 2999, previewRows: 1 }, (p) => heard.push(p));
    expect(heard[0]).toEqual({ sheet: 0, rows: 2000, of: 3000 });
  });

  it('leaves to SheetJS what it does not read as SheetJS does: prefixed XML, CDATA, a cell with no reference', () => {
    const prefixed = handWritten({ sheets: ['<x:sheetData xmlns:x="s"><x:row r="1"><x:c r="A1"><x:v>1</x:v></x:c></x:row></x:sheetData>'] });
    const cdata = handWritten({ sheets: ['<sheetData><row r="1"><c r="A1" t="inlineStr"><is><t><![CDATA[a<b]]></t></is></c></row></sheetData>'] });
    const noRef = handWritten({ sheets: ['<sheetData><row r="1"><c><v>1</v></c><c><v>2</v></c></row></sheetData>'] });
    const isoDate = handWritten({ sheets: ['<sheetData><row r="1"><c r="A1" t="d"><v>2024-11-12T08:00:00</v></c></row></sheetData>'] });
    for (const book of [prefixed, cdata, noRef, isoDate]) expect(bothReads(book).scanned).toBeNull();
  });
});
