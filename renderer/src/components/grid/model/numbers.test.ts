// Numbers typed or pasted by staff: locale grouping, full-width input, Excel's accounting dressing.
import { describe, expect, it } from 'vitest';
import { normaliseCell } from '../../../../../shared/sheets/cell-values';
import { excelNumberText, plainDecimal } from '../../../../../shared/sheets/decimal-text';
import { parseIdText, parseLocaleInteger, parseLocaleNumber, toHalfWidth } from '../../../../../shared/sheets/numbers';

describe('parseLocaleNumber', () => {
  it('accepts the locale\'s grouping, only every three digits', () => {
    expect(parseLocaleNumber('1,234,567', 'en')).toEqual({ ok: true, text: '1234567' });
    expect(parseLocaleNumber('1,234.50', 'zh-CN')).toEqual({ ok: true, text: '1234.5' });
    expect(parseLocaleNumber('1.234,5', 'de')).toEqual({ ok: true, text: '1234.5' });
    expect(parseLocaleNumber('1 234,5', 'fr')).toEqual({ ok: true, text: '1234.5' });
    expect(parseLocaleNumber('1,2', 'en')).toEqual({ ok: false, problem: 'badGrouping' });
    expect(parseLocaleNumber('12,34,567', 'en')).toEqual({ ok: false, problem: 'badGrouping' });
  });

  it('accepts full-width digits and marks from a Chinese input method', () => {
    expect(toHalfWidth('１２３，４５６．７８')).toBe('123,456.78');
    expect(parseLocaleNumber('１，２３４', 'zh-CN')).toEqual({ ok: true, text: '1234' });
    expect(parseLocaleNumber('－５', 'zh-CN')).toEqual({ ok: true, text: '-5' });
  });

  it('drops Excel\'s accounting and currency dressing', () => {
    expect(parseLocaleNumber('$      23,123.00', 'en')).toEqual({ ok: true, text: '23123' });
    expect(parseLocaleNumber('(1,234.57)', 'en')).toEqual({ ok: true, text: '-1234.57' });
    expect(parseLocaleNumber('￥1,200', 'zh-CN')).toEqual({ ok: true, text: '1200' });
  });

  it('refuses what is not a number', () => {
    expect(parseLocaleNumber('abc', 'en')).toEqual({ ok: false, problem: 'notANumber' });
    expect(parseLocaleNumber('1.2.3', 'en')).toEqual({ ok: false, problem: 'notANumber' });
    expect(parseLocaleNumber('', 'en')).toEqual({ ok: false, problem: 'notANumber' });
  });

  it('keeps every digit of a value above 2^53 (text, never a double)', () => {
    expect(parseLocaleNumber('123,456,789,123,456,789', 'en')).toEqual({ ok: true, text: '123456789123456789' });
  });
});

describe('parseLocaleInteger', () => {
  it('refuses a fraction, accepts a zero fraction', () => {
    expect(parseLocaleInteger('1.5', 'en')).toEqual({ ok: false, problem: 'notWhole' });
    expect(parseLocaleInteger('1,234.57', 'zh-CN')).toEqual({ ok: false, problem: 'notWhole' });
    expect(parseLocaleInteger('12.00', 'en')).toEqual({ ok: true, text: '12' });
    expect(parseLocaleInteger('007', 'en')).toEqual({ ok: true, text: '7' });
  });
});

describe('parseIdText and normaliseCell', () => {
  it('ids keep leading zeros and 18 digits; full-width digits become ASCII', () => {
    expect(parseIdText('000123456')).toEqual({ ok: true, text: '000123456' });
    expect(parseIdText('１２３４５６７８９１２３４５６７８９')).toEqual({ ok: true, text: '123456789123456789' });
    expect(parseIdText('12a')).toEqual({ ok: false, problem: 'notANumber' });
  });

  it('stores canonical text when it parses and the raw text when it does not', () => {
    expect(normaliseCell('integer', ' １,２００ ', 'zh-CN')).toBe('1200');
    expect(normaliseCell('integer', '1.5', 'en')).toBe('1.5');
    expect(normaliseCell('integer', 'lots', 'en')).toBe('lots');
    expect(normaliseCell('id', '０００７', 'zh-CN')).toBe('0007');
    expect(normaliseCell('text', '  keep  as typed ', 'en')).toBe('  keep  as typed ');
  });
});

describe('numbers as spreadsheet files write them', () => {
  it('reads scientific notation exactly, as plain text', () => {
    expect(parseLocaleNumber('4.4999999999999998E-2', 'en')).toEqual({ ok: true, text: '0.045' });
    expect(parseLocaleNumber('1.5e3', 'zh-CN')).toEqual({ ok: true, text: '1500' });
    expect(parseLocaleNumber('-2E-3', 'en')).toEqual({ ok: true, text: '-0.002' });
  });

  it('rounds a binary-float tail to Excel\'s 15 significant digits, and only a fraction', () => {
    expect(parseLocaleNumber('1111.1111000000001', 'en')).toEqual({ ok: true, text: '1111.1111' });
    expect(parseLocaleNumber('213.23239999999998', 'en')).toEqual({ ok: true, text: '213.2324' });
    expect(parseLocaleNumber('0.30000000000000004', 'en')).toEqual({ ok: true, text: '0.3' });
    expect(parseLocaleNumber('123456789123456789', 'en')).toEqual({ ok: true, text: '123456789123456789' });
  });

  it('Tencent Docs\' 11.0 is 11 in whole-number and id columns', () => {
    expect(parseLocaleInteger('11.0', 'zh-CN')).toEqual({ ok: true, text: '11' });
    expect(parseIdText('11.0')).toEqual({ ok: true, text: '11' });
    expect(parseIdText('11.5')).toEqual({ ok: false, problem: 'notANumber' });
  });

  it('a workbook number cell becomes the text Excel shows', () => {
    expect(excelNumberText(1111.1111000000001)).toBe('1111.1111');
    expect(excelNumberText(Number('4.4999999999999998E-2'))).toBe('0.045');
    expect(excelNumberText(-213.23239999999998)).toBe('-213.2324');
    expect(excelNumberText(1e21)).toBe('1000000000000000000000');
    expect(excelNumberText(Number('123456789012345678'))).toBe('123456789012346000');
    expect(plainDecimal('9.99999999999999999')).toBe('10');
  });

  it('the short ways for plain numbers stop exactly at 15 digits: one digit more is rounded as Excel shows it', () => {
    expect(excelNumberText(123456789012345)).toBe('123456789012345');
    expect(excelNumberText(1234567890123456)).toBe('1234567890123460');
    expect(excelNumberText(-0.12345678901234)).toBe('-0.12345678901234');
    expect(excelNumberText(0.123456789012345)).toBe('0.123456789012345');
    expect(excelNumberText(0.1 + 0.2)).toBe('0.3');
    expect(parseLocaleNumber('12345678901234.5', 'en')).toEqual({ ok: true, text: '12345678901234.5' });
    expect(parseLocaleNumber('123456789012345.5', 'en')).toEqual({ ok: true, text: '123456789012346' });
    expect(parseLocaleNumber('0012.50', 'zh-CN')).toEqual({ ok: true, text: '12.5' });
    expect(parseLocaleNumber('12.5', 'de')).toEqual({ ok: false, problem: 'badGrouping' });
  });
});
