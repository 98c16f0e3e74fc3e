// The one CSV cell rule and its undo: what a spreadsheet would re-read or run is written as a string literal, a
// number column's numbers stay numbers, and Opsdesk's import takes off exactly what the export put on.
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvField, protectCell, unprotectCell, wouldBeReread } from '../../../shared/csv/csv-field';

describe('what a spreadsheet would read as something other than text', () => {
  it('numbers in any dress, dates, times, fractions, percentages, booleans and a leading apostrophe', () => {
    for (const t of ['0012345', '138400326137585057', '894930744178', '12', '-5', '1,234', '1.50', '1E+5', '12E3', '(12)', '¥12', '5%', '2024-11-12 08:00:00', '3/4', '1-2', '12:30', 'Nov 11', '11-Nov-24', '2024年11月11日', 'TRUE', 'false', "'abc"]) {
      expect(wouldBeReread(t), t).toBe(true);
    }
  });
  it('leaves text with letters in it alone', () => {
    for (const t of ['MSKU-000123', 'A-1 box', '12 boxes', '3/4 inch', 'WH1', '女装', 'Room 5', '']) expect(wouldBeReread(t), t).toBe(false);
  });
});

describe('protectCell', () => {
  it('writes ids, leading zeros, dates and formulas as a string literal, doubling quotes inside', () => {
    expect(protectCell('0012345')).toBe('="0012345"');
    expect(protectCell('138400326137585057')).toBe('="138400326137585057"');
    expect(protectCell('2024-11-12 08:00:00')).toBe('="2024-11-12 08:00:00"');
    expect(protectCell('=HYPERLINK("x")')).toBe('="=HYPERLINK(""x"")"');
    expect(protectCell('@SUM(A1)')).toBe('="@SUM(A1)"');
    expect(protectCell('-A1')).toBe('="-A1"');
  });
  it('keeps a number column’s canonical numbers bare, up to Excel’s 15 digits', () => {
    expect(protectCell('5', { number: true })).toBe('5');
    expect(protectCell('-1.5', { number: true })).toBe('-1.5');
    expect(protectCell('0.045', { number: true })).toBe('0.045');
    // More digits than Excel holds, or not canonical: text, so nothing rounds it.
    expect(protectCell('1234567890123456', { number: true })).toBe('="1234567890123456"');
    expect(protectCell('007', { number: true })).toBe('="007"');
    expect(protectCell('lots', { number: true })).toBe('lots');
  });
  it('gives a formula too long for a literal, or holding a tab or line break, an apostrophe instead', () => {
    const long = `=${'x'.repeat(300)}`;
    expect(protectCell(long)).toBe(`'${long}`);
    expect(protectCell('\t=1')).toBe("'\t=1");
    expect(protectCell('=a\nb')).toBe("'=a\nb");
    // Long text that runs nothing is text anyway.
    expect(protectCell('1'.repeat(300))).toBe('1'.repeat(300));
  });
  it('leaves plain text as it is', () => {
    expect(protectCell('MSKU-1')).toBe('MSKU-1');
    expect(protectCell('')).toBe('');
  });
});

describe('csvField', () => {
  it('writes a literal bare unless it holds a comma, and quotes what CSV must quote', () => {
    expect(csvField('0012')).toBe('="0012"');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('1,234')).toBe('"=""1,234"""');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
  });
});

describe('unprotectCell', () => {
  it('takes off the literal and the apostrophe the export puts on, and nothing else', () => {
    expect(unprotectCell('="0012"')).toBe('0012');
    expect(unprotectCell('="=HYPERLINK(""x"")"')).toBe('=HYPERLINK("x")');
    expect(unprotectCell("'=SUM(A1)")).toBe('=SUM(A1)');
    expect(unprotectCell("'+1")).toBe('+1');
    // The user's own apostrophe, and a formula that is more than a literal, stay as they came.
    expect(unprotectCell("'abc")).toBe("'abc");
    expect(unprotectCell('="a"&B2')).toBe('="a"&B2');
    expect(unprotectCell('=SUM(A1)')).toBe('=SUM(A1)');
  });

  it('every value comes back exactly through a CSV line', () => {
    const values = ['0012345', '138400326137585057', '1.38400326137586E+17', '=SUM(A1)', '+1', '-5', '@x', "'abc", "'=x", 'a,b', 'say "hi"', '3/4', '2024-11-12 08:00:00', 'TRUE', '女装', 'two\nlines', `=${'y'.repeat(300)}`, '\t=1', ''];
    const line = values.map((v) => csvField(v)).join(',');
    const [parsed] = Papa.parse<string[]>(line, { header: false }).data;
    expect(parsed!.map(unprotectCell)).toEqual(values);
  });
});
