import { describe, expect, it } from 'vitest';
import { formatFor, localeFormat } from './locale-format';

describe('one number, money and list format per locale', () => {
  it('counts and fractions of counts carry thousands separators in both languages', () => {
    for (const locale of ['en', 'zh-CN'] as const) {
      const f = localeFormat(locale);
      expect(f.count(13400)).toBe('13,400');
      expect(f.ofTotal(6600, 20000)).toBe('6,600/20,000');
      expect(f.rate(1234.56)).toBe('1,234.6');
    }
  });

  it('money is written one way: the currency form for an ISO code, the code after the amount otherwise', () => {
    expect(localeFormat('zh-CN').money('795.86', 'CNY')).toBe('¥795.86');
    expect(localeFormat('en').money('795.86', 'CNY')).toBe('CN¥795.86');
    expect(localeFormat('en').money(27.07, 'USD')).toBe('$27.07');
    expect(localeFormat('en').money('1234.5', null)).toBe('1,234.50');
    expect(localeFormat('en').money('12', 'pts')).toBe('12.00 pts');
  });

  it('joins lists and sentences with the punctuation of the language', () => {
    expect(localeFormat('en').list(['FH1', 'FH2', 'FH3'])).toBe('FH1, FH2, and FH3');
    expect(localeFormat('zh-CN').list(['FH1', 'FH2', 'FH3'])).toBe('FH1、FH2和FH3');
    expect(localeFormat('zh-CN').phrases(['已完成 3 行', '失败 1 行'])).toBe('已完成 3 行，失败 1 行');
    expect(localeFormat('en').phrases(['3 done', '1 failed'])).toBe('3 done, 1 failed');
    expect(localeFormat('zh-CN').sentences(['服务拒绝了此项。', null, '请检查。'])).toBe('服务拒绝了此项。请检查。');
    expect(localeFormat('en').sentences(['Refused.', 'Check it.'])).toBe('Refused. Check it.');
  });

  it('names items one after another with the enumeration comma of the language, never run together', () => {
    expect(localeFormat('en').items(['A-1', 'A-2', 'B-10'])).toBe('A-1, A-2, B-10');
    expect(localeFormat('zh-CN').items(['A-1', 'A-2', 'B-10'])).toBe('A-1、A-2、B-10');
    expect(localeFormat('zh-CN').items(['张三'])).toBe('张三');
    expect(localeFormat('en').items([])).toBe('');
    expect(localeFormat('en').clauses(['sku is required', null, 'quantity is not a number'])).toBe('sku is required; quantity is not a number');
    expect(localeFormat('zh-CN').clauses(['缺少 SKU', '数量不是数字'])).toBe('缺少 SKU；数量不是数字');
  });

  it('reads a locale it does not know as en', () => {
    expect(formatFor('zh-CN')).toBe(localeFormat('zh-CN'));
    expect(formatFor('fr')).toBe(localeFormat('en'));
  });
});
