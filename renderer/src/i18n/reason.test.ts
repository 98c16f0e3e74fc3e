import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { ROW_REASON_CODES } from '../../../shared/catalogue/reason-codes';
import { MESSAGES } from './catalogue';
import type { Locale } from './locales';
import { reasonLine, reasonParts, vendorWordsOnce } from './reason';

const intl = (locale: Locale) => createIntl({ locale, messages: MESSAGES[locale] });
const line = (locale: Locale, code: string | null, reason: string | null) => reasonLine(intl(locale), reasonParts(intl(locale), code, reason));
const count = (text: string, part: string) => text.split(part).length - 1;

describe('a reason shows once', () => {
  it('a fixed vendor refusal is said in our words, its Chinese text only behind Details', () => {
    const p = reasonParts(intl('en'), 'ITEM_NOT_PICKABLE', '请选择待发货且未拣货的发货单');
    expect(p.ours).toBe('Only lists awaiting shipment and not yet picked can be picked.');
    expect(p.vendor).toBeNull();
    expect(p.details).toEqual([{ label: 'reason.details.vendorWords', value: '请选择待发货且未拣货的发货单' }]);
    const text = line('en', 'ITEM_NOT_PICKABLE', '请选择待发货且未拣货的发货单')!;
    expect(count(text, 'awaiting shipment')).toBe(1);
    expect(text).not.toContain('请选择');
  });

  it('a vendor code: ours, then the vendor words once where they differ; the code never in the text', () => {
    const en = line('en', '2001002', 'app secret not correct')!;
    expect(en).toBe('The app secret is not correct; set it again in the profile. The service said: app secret not correct');
    expect(en).not.toContain('2001002');
    // The vendor repeating our own sentence adds nothing: it is not shown again.
    expect(line('en', '2001002', 'The app secret is not correct; set it again in the profile.')).toBe('The app secret is not correct; set it again in the profile.');
    expect(reasonParts(intl('en'), '2001002', null).details).toEqual([{ label: 'reason.details.code', value: '2001002' }]);
  });

  it('a code unknown to Opsdesk is not written into the sentence', () => {
    const text = line('zh-CN', '9999123', '系统繁忙')!;
    expect(text).toBe('服务拒绝了此请求。服务原文：系统繁忙');
    expect(text).not.toContain('9999123');
  });

  it("Opsdesk's own codes are worded by the code alone, its English sentence never shown", () => {
    const text = line('zh-CN', 'NO_SECRET', 'No app secret is stored for this profile.')!;
    expect(text).toBe('该配置未设置 appSecret，请在“设置”中设置。');
    expect(text).not.toContain('NO_SECRET');
  });

  it('vendor text that is only a code or a key goes behind Details', () => {
    const p = reasonParts(intl('en'), 'ITEM_FAILED', 'alias_name');
    expect(p.vendor).toBeNull();
    expect(p.details.map((d) => d.value)).toEqual(['alias_name']);
    expect(vendorWordsOnce(['x'], ['[NO_SECRET]', 'the store is closed', 'the store is closed'])).toEqual(['the store is closed']);
  });

  it('no visible text of any row code in either language holds a code or a key', () => {
    for (const locale of ['en', 'zh-CN'] as const)
      for (const code of ROW_REASON_CODES) {
        const text = line(locale, code, 'alias_name')!;
        expect(text).not.toContain(code);
        expect(text).not.toContain('alias_name');
      }
  });
});

describe('retry only where it can succeed', () => {
  it('a refusal the same row meets again says what to change and is not retryable', () => {
    for (const code of ['ITEM_NOT_PICKABLE', 'ITEM_ALIAS_TAKEN', 'ITEM_NOTHING_MERGEABLE', 'ITEM_NOT_PAIRED', '102']) {
      const p = reasonParts(intl('en'), code, null);
      expect(p.retryable, code).toBe(false);
      expect(p.fix, code).not.toBeNull();
    }
    expect(line('en', 'ITEM_ALIAS_TAKEN', null)).toBe('Another address of this store already uses this alias. Give the address another alias.');
  });

  it('other refusals may be sent again and say nothing more', () => {
    for (const code of ['ITEM_ADJUSTMENT_PENDING', 'ITEM_NO_REASON', 'ITEM_FAILED', '2001002', 'TIMEOUT', null]) {
      const p = reasonParts(intl('en'), code, null);
      expect(p.retryable, String(code)).toBe(true);
      expect(p.fix, String(code)).toBeNull();
    }
  });
});
