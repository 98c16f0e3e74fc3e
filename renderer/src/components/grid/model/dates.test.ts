// Dates as staff type, paste and import them, normalised to the vendor's yyyy-MM-dd HH:mm:ss.
import { describe, expect, it } from 'vitest';
import { cellProblem, normaliseCell } from './cell-values';
import { excelSerialToText, parseDateTime } from './dates';
import type { GridColumn } from './types';

const ok = (text: string) => ({ ok: true, text });

describe('parseDateTime', () => {
  it('accepts the zh-CN and en forms people write', () => {
    expect(parseDateTime('2024/11/11')).toEqual(ok('2024-11-11 00:00:00'));
    expect(parseDateTime('2020/1/1 1:01')).toEqual(ok('2020-01-01 01:01:00'));
    expect(parseDateTime('2020年1月1日')).toEqual(ok('2020-01-01 00:00:00'));
    expect(parseDateTime('2020年1月1日 8:30')).toEqual(ok('2020-01-01 08:30:00'));
    expect(parseDateTime('2020-01-01 01:01')).toEqual(ok('2020-01-01 01:01:00'));
    expect(parseDateTime('2024-11-11T08:00:05')).toEqual(ok('2024-11-11 08:00:05'));
    expect(parseDateTime('２０２４．１１．１１')).toEqual(ok('2024-11-11 00:00:00'));
    expect(parseDateTime('20241111')).toEqual(ok('2024-11-11 00:00:00'));
    expect(parseDateTime('11/25/2024')).toEqual(ok('2024-11-25 00:00:00'));
    expect(parseDateTime('25/11/2024 9:05')).toEqual(ok('2024-11-25 09:05:00'));
  });

  it('reads Excel date serials (the fraction is the time of day)', () => {
    expect(parseDateTime('45607')).toEqual(ok('2024-11-11 00:00:00'));
    expect(parseDateTime('45607.5')).toEqual(ok('2024-11-11 12:00:00'));
    expect(excelSerialToText(61)).toBe('1900-03-01 00:00:00');
  });

  it('refuses impossible dates, and names a day/month order that cannot be told apart', () => {
    expect(parseDateTime('2024/2/30')).toEqual({ ok: false, problem: 'notADate' });
    expect(parseDateTime('2024-11-11 25:00')).toEqual({ ok: false, problem: 'notADate' });
    expect(parseDateTime('next week')).toEqual({ ok: false, problem: 'notADate' });
    expect(parseDateTime('03/04/2024')).toEqual({ ok: false, problem: 'ambiguousDate' });
  });
});

describe('a date-time column', () => {
  const arrival: GridColumn = { id: 'a', field: 'a', label: { en: 'A', zh: 'A' }, kind: 'text', editor: { type: 'dateTime' } };
  it('stores the normalised text when it parses and the typed text otherwise; only ambiguity is the grid\'s own reason', () => {
    expect(normaliseCell(arrival, '2024/11/11', 'zh-CN')).toBe('2024-11-11 00:00:00');
    expect(normaliseCell(arrival, 'soon', 'en')).toBe('soon');
    expect(cellProblem(arrival, '03/04/2024', 'en')).toBe('ambiguousDate');
    expect(cellProblem(arrival, 'soon', 'en')).toBeNull();
    expect(normaliseCell('text', '2024/11/11', 'en')).toBe('2024/11/11');
  });
});
