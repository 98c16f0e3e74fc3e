// Send counts what is left to send however it came to be left, and names why beside its count: rows a stopped job
// never sent, rows changed since they were sent (issue 32: "Send 0 rows" after a cancel, or a count nobody can
// account for, leaves the user guessing what the button will do).
import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../i18n/catalogue';
import type { Locale } from '../../../i18n/locales';
import { SendBar, type SendBarProps } from './SendBar';

function bar(locale: Locale, p: Partial<SendBarProps>) {
  render(
    <IntlProvider locale={locale} messages={MESSAGES[locale]}>
      <SendBar count={0} reasons={{ changed: 0, leftUnsent: 0 }} errors={0} canSend locked={false} live={false} draft={{ kind: 'loading' }} again={0} onSend={() => undefined} onSendAgain={() => undefined} onDiscard={() => undefined} {...p} />
    </IntlProvider>,
  );
  return { button: screen.getByRole('button', { name: /^(Send|发送)/ }), hint: screen.getByTestId('send-hint').textContent ?? '' };
}

describe('the Send bar', () => {
  it('names the rows a stopped job left unsent and the rows changed since sent, and describes the button with it', () => {
    const { button, hint } = bar('en', { count: 3201, reasons: { leftUnsent: 3200, changed: 1 } });
    expect(button.textContent).toBe('Send 3,201 rows');
    expect(hint).toBe('3,200 of them were left unsent by a job that stopped, 1 of them was changed since sent');
    expect(document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent).toBe(hint);
  });

  it('says it in zh-CN with Chinese punctuation', () => {
    const { button, hint } = bar('zh-CN', { count: 3201, reasons: { leftUnsent: 3200, changed: 1 } });
    expect(button.textContent).toBe('发送 3,201 行');
    expect(hint).toBe('其中 3,200 行因任务停止而未发送，其中 1 行在发送后修改过');
  });

  it('says nothing more for rows that are all new work', () => {
    expect(bar('en', { count: 12 }).hint).toBe('');
  });

  it('says "no rows to send" when there are none', () => {
    expect(bar('en', { count: 0 }).hint).toBe('No rows to send');
  });

  it('puts the errors to fix first', () => {
    expect(bar('en', { count: 5, errors: 2, reasons: { leftUnsent: 5, changed: 0 } }).hint).toBe('2 errors to fix before sending');
  });
});
