// The clipboard parser against every real payload in the shared fixtures, and our own edge cases.
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseClipboardHtml, toClipboardHtml } from '../../../renderer/src/components/grid/model/clipboard-html';
import { parseTsv, toTsv } from '../../../renderer/src/components/grid/model/clipboard-tsv';
import { ownPayload, SHARED_CLIPBOARD_DIR, sharedPayload } from './clipboard-fixtures';

const html = (name: string) => parseClipboardHtml(sharedPayload(name));
const EMPTY4 = ['', '', '', ''];

describe('HTML tables from real applications', () => {
  it('reads every shared HTML payload (none is left untested)', () => {
    const names = readdirSync(SHARED_CLIPBOARD_DIR).filter((f) => f.endsWith('.html'));
    expect(names.length).toBe(14);
    for (const name of names) expect(html(name), name).not.toBeNull();
  });

  it('Excel (Windows): an 8×3 table with links split over CRLF, the same as its TSV flavour', () => {
    const m = html('excel-win-table-links-8x3.html');
    expect(m).toHaveLength(8);
    expect(m![0]).toEqual(['No.', 'ID', 'Work Item Type']);
    expect(m![7]).toEqual(['7', 'link', 'Bug']);
    expect(m).toEqual(parseTsv(sharedPayload('excel-win-table-links-8x3.tsv')));
  });

  it('Excel (zh-CN) text cells keep leading zeros and all 18 digits of an id', () => {
    expect(html('excel-win-zh-text-leading-zeros.html')).toEqual([['000123456']]);
    expect(html('excel-win-zh-text-18-digit-id.html')).toEqual([['123456789123456789']]);
  });

  it('Excel accounting and currency formats: the displayed number without the spacerun padding', () => {
    expect(html('excel-win-zh-accounting-1234.57.html')).toEqual([['1,234.57']]);
    const currency = html('excel-win-zh-currency-23123.html')![0]![0]!;
    expect(currency.startsWith('$')).toBe(true);
    expect(currency.endsWith('23,123.00')).toBe(true);
  });

  it('Excel (Mac): merged cells give the value to the top-left cell and blanks to the rest', () => {
    const m = html('excel-mac-merged-richtext-date.html')!;
    expect(m).toHaveLength(16);
    expect(m.every((r) => r.length === 4)).toBe(true);
    expect(m[0]).toEqual(EMPTY4);
    expect(m[1]).toEqual(['', 'Univer', 'Univer', '']); // rich text (<font> runs) joined
    expect(m[3]).toEqual(['', 'Univer', '', '']); // colspan=2
    expect(m[5]).toEqual(['', 'Univer', '', '']); // colspan=2 rowspan=2 …
    expect(m[6]).toEqual(EMPTY4); // … covers the row below
    expect(m[8]).toEqual(['', 'Univer', '', '']); // rowspan=5
    expect(m[14]).toEqual(['', '2024/11/11', '', '']);
  });

  it('Excel (Mac) and Sheets: a zh-CN row of six cells', () => {
    const row = ['左对齐', '右对齐', '中间对齐', '顶部', '底部对齐', '居中对齐'];
    expect(html('excel-mac-zh-alignment-row.html')).toEqual([row]);
    expect(html('gsheets-zh-alignment-row.html')).toEqual([row]);
  });

  it('Sheets: merged cells and rich text', () => {
    const m = html('gsheets-merged-richtext-15x4.html')!;
    expect(m).toHaveLength(15);
    expect(m[1]).toEqual(['', 'Univer', 'univer', '']);
    expect(m[3]).toEqual(['', 'univer', '', '']);
    expect(m[8]).toEqual(['', 'univer', '', '']);
    expect(m[13]).toEqual(['', '2024/11/11', '', '']);
  });

  it('Sheets: <br> is a line break inside the cell', () => {
    expect(html('gsheets-multiline-cell-2x3.html')).toEqual([
      ['a', 'b\nb', 'c'],
      ['d', 'e', 'f'],
    ]);
  });

  it('Sheets: numbers and formatted text read as displayed', () => {
    expect(html('gsheets-numbers-richtext-2x3.html')).toEqual([
      ['Surface', 'MWP_WORK_LS_COMPOSER', '77349'],
      ['Lexical', 'XDS_RICH_TEXT_AREA', 'sdvd sdfvsfs'],
    ]);
  });

  it('Sheets: entities, quotes and slashes come through as the characters', () => {
    expect(html('gsheets-special-chars-2x2.html')).toEqual([
      ['<foo>', 'bar\nbaz'],
      ['foo"bar', 'foo/bar'],
    ]);
  });

  it('Sheets: one copied cell arrives as a <span>, not a table', () => {
    expect(html('gsheets-single-cell-span.html')).toEqual([['foo']]);
  });

  it('LibreOffice Calc: a 2×4 table', () => {
    expect(html('libreoffice-calc-names-2x4.html')).toEqual([
      ['Kathleen', 'Hanner', 'Female', 'United States'],
      ['Nereida', 'Magwood', 'Female', 'United States'],
    ]);
  });

  it('our payloads: a Windows CF_HTML wrapper with header, WPS table with a hidden row', () => {
    expect(parseClipboardHtml(ownPayload('cf-html-wrapper-ids.html'))).toEqual([
      ['00123', '123456789012345678'],
      ['A-1', '多行\n文本'],
    ]);
    expect(parseClipboardHtml(ownPayload('wps-hidden-row.html'))).toEqual([
      ['店铺', '数量'],
      ['0007', '1,200'],
    ]);
  });

  it('plain text without a table is not HTML to paste (the text flavour is used)', () => {
    expect(parseClipboardHtml('<p>hello</p>')).toBeNull();
  });
});

describe('TSV', () => {
  it('quoted multi-line cells and doubled quotes, CRLF after every row', () => {
    expect(parseTsv('a\t"line 1\r\nline 2"\tc\r\n"say ""hi"""\t\t3\r\n')).toEqual([
      ['a', 'line 1\nline 2', 'c'],
      ['say "hi"', '', '3'],
    ]);
  });

  it('a quote inside an unquoted cell is literal; a trailing tab is an empty last cell', () => {
    expect(parseTsv('5" screen\tx"y\t\n')).toEqual([['5" screen', 'x"y', '']]);
    expect(parseTsv('"not closed\tb')).toEqual([['"not closed', 'b']]);
  });

  it('one value without a line break is one cell; empty text is nothing', () => {
    expect(parseTsv('000123')).toEqual([['000123']]);
    expect(parseTsv('')).toEqual([]);
  });

  it('LF-only (Sheets, LibreOffice on Linux) and a blank row in the middle are kept', () => {
    expect(parseTsv('a\tb\n\nc\td\n')).toEqual([['a', 'b'], [''], ['c', 'd']]);
  });

  it('round-trips what it writes, including ids, tabs, quotes and line breaks', () => {
    const m = [
      ['000123', '123456789123456789'],
      ['tab\there', 'two\nlines'],
      ['"quoted"', ''],
    ];
    expect(toTsv(m)).toBe('000123\t123456789123456789\r\n"tab\there"\t"two\nlines"\r\n"""quoted"""\t\r\n');
    expect(parseTsv(toTsv(m))).toEqual(m);
  });
});

describe('HTML we write', () => {
  it('marks every cell as text for Excel and round-trips through our parser', () => {
    const m = [
      ['000123', '<b>&'],
      ['two\nlines', ''],
    ];
    const out = toClipboardHtml(m);
    expect(out).toContain(`mso-number-format:"\\@"`);
    expect(out).toContain('&lt;b&gt;&amp;');
    expect(parseClipboardHtml(out)).toEqual(m);
  });
});
