// Numbers typed or pasted by staff: locale grouping, full-width input, Excel's accounting dressing.
import { describe, expect, it } from 'vitest';
import { normaliseCell } from './cell-values';
import { parseIdText, parseLocaleInteger, parseLocaleNumber, toHalfWidth } from './numbers';

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
