// Dates as staff type, paste and import them, normalised to the vendor's yyyy-MM-dd HH:mm:ss.
import { describe, expect, it } from 'vitest';
import { cellProblem, normaliseCell } from '../../../../../shared/sheets/cell-values';
import { excelSerialToText, parseDateTime } from '../../../../../shared/sheets/dates';
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

  it('reads month names (Nov 11, 2024; 11-Nov-24, two-digit years as Excel reads them), never as ambiguous', () => {
    expect(parseDateTime('Nov 11, 2024')).toEqual(ok('2024-11-11 00:00:00'));
    expect(parseDateTime('November 11 2024 8:05 PM')).toEqual(ok('2024-11-11 20:05:00'));
    expect(parseDateTime('Mon, Nov 11, 2024')).toEqual(ok('2024-11-11 00:00:00'));
    expect(parseDateTime('11-Nov-24')).toEqual(ok('2024-11-11 00:00:00'));
    expect(parseDateTime('03-Apr-2024')).toEqual(ok('2024-04-03 00:00:00'));
    expect(parseDateTime('11 November 2024')).toEqual(ok('2024-11-11 00:00:00'));
    expect(parseDateTime('Sept 3, 2024')).toEqual(ok('2024-09-03 00:00:00'));
    expect(parseDateTime('5-Mar-99')).toEqual(ok('1999-03-05 00:00:00'));
    expect(parseDateTime('5-Mar-29')).toEqual(ok('2029-03-05 00:00:00'));
    expect(parseDateTime('2024-Nov-11')).toEqual(ok('2024-11-11 00:00:00'));
    expect(parseDateTime('11-Nox-24')).toEqual({ ok: false, problem: 'notADate' });
  });

  it('reads AM/PM and 上午/下午, before or after the time, and 时/分/秒', () => {
    expect(parseDateTime('2024/11/11 上午 8:00')).toEqual(ok('2024-11-11 08:00:00'));
    expect(parseDateTime('2024/11/11 下午 8:00')).toEqual(ok('2024-11-11 20:00:00'));
    expect(parseDateTime('2024/11/11 下午12:30')).toEqual(ok('2024-11-11 12:30:00'));
    expect(parseDateTime('2024/11/11 上午12:30')).toEqual(ok('2024-11-11 00:30:00'));
    expect(parseDateTime('2020年1月1日下午8时05分')).toEqual(ok('2020-01-01 20:05:00'));
    expect(parseDateTime('2020年1月1日 8时05分30秒')).toEqual(ok('2020-01-01 08:05:30'));
    expect(parseDateTime('11/25/2024 8:00 PM')).toEqual(ok('2024-11-25 20:00:00'));
    expect(parseDateTime('2024-11-11 8:00 a.m.')).toEqual(ok('2024-11-11 08:00:00'));
    // A 24-hour time with PM, or AM without a time, is no date.
    expect(parseDateTime('2024/11/11 13:00 PM')).toEqual({ ok: false, problem: 'notADate' });
    expect(parseDateTime('2024/11/11 PM')).toEqual({ ok: false, problem: 'notADate' });
    // The ambiguity rule holds with a time of day too.
    expect(parseDateTime('03/04/2024 8:00 PM')).toEqual({ ok: false, problem: 'ambiguousDate' });
  });

  it('reads ISO 8601 with a zone as the same instant in this machine’s time', () => {
    const beijing = { zoneOffset: () => 480 };
    expect(parseDateTime('2024-11-11T08:00:00Z', beijing)).toEqual(ok('2024-11-11 16:00:00'));
    expect(parseDateTime('2024-11-11T08:00:00.000+08:00', beijing)).toEqual(ok('2024-11-11 08:00:00'));
    expect(parseDateTime('2024-11-11T20:30:00-0500', beijing)).toEqual(ok('2024-11-12 09:30:00'));
    expect(parseDateTime('2024-11-11T08:00Z', { zoneOffset: () => 0 })).toEqual(ok('2024-11-11 08:00:00'));
    expect(parseDateTime('2024-02-30T08:00:00Z', beijing)).toEqual({ ok: false, problem: 'notADate' });
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
