import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useFormat } from './format';
import { IntlRoot } from './IntlRoot';
import type { Locale } from './locales';

const formatIn = (locale: Locale) =>
  renderHook(() => useFormat(), { wrapper: ({ children }: { children: ReactNode }) => <IntlRoot locale={locale}>{children}</IntlRoot> }).result.current;

describe('numbers, money, dates and durations through Intl', () => {
  it('in en', () => {
    const f = formatIn('en');
    expect(f.number(1234567.5)).toBe('1,234,567.5');
    expect(f.money('12.5', 'USD')).toBe('$12.50');
    expect(f.money('1234.5', null)).toBe('1,234.50');
    expect(f.money(null, 'USD')).toBe('—');
    expect(f.vendorTime('2024-01-02 03:04:05')).toBe('Jan 2, 2024, 3:04:05 AM');
    expect(f.vendorTime('not a date')).toBe('not a date');
    expect(f.duration(75)).toBe('1 min 15 s');
    expect(f.duration(3 * 3600 + 120)).toBe('3 h 2 min');
  });

  it('in zh-CN', () => {
    const f = formatIn('zh-CN');
    expect(f.number(1234567.5)).toBe('1,234,567.5');
    expect(f.money('12.5', 'CNY')).toBe('¥12.50');
    expect(f.vendorTime('2024-01-02 03:04:05')).toBe('2024年1月2日 03:04:05');
    expect(f.duration(42)).toBe('42 秒');
  });
});
