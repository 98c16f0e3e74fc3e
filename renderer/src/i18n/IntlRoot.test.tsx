// The locale switch waits for the new locale's texts: the old locale stays on screen, whole, until they arrive
// (no frame of untranslated ids), then everything changes at once.
import { act, render, screen } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from './catalogue';
import { IntlRoot } from './IntlRoot';
import type { Locale } from './locales';
import { createTextStore, type Texts } from './texts';

function deferredStore() {
  const answers = new Map<Locale, () => void>();
  const loader = (locale: Locale) => () => new Promise<Texts>((resolve) => answers.set(locale, () => resolve(MESSAGES[locale])));
  const store = createTextStore({ en: loader('en'), 'zh-CN': loader('zh-CN') });
  return { store, answer: (l: Locale) => act(async () => answers.get(l)!()) };
}

const Title = () => (
  <p data-testid="title">
    <FormattedMessage id="common.cancel" />
  </p>
);

describe('IntlRoot', () => {
  it('shows nothing until the first texts arrive, keeps the old locale while the new one loads, then switches', async () => {
    const errors = vi.spyOn(console, 'error');
    const { store, answer } = deferredStore();
    const { rerender } = render(
      <IntlRoot locale="en" store={store}>
        <Title />
      </IntlRoot>,
    );
    expect(screen.queryByTestId('title')).toBeNull();
    await answer('en');
    expect(screen.getByTestId('title').textContent).toBe(MESSAGES.en['common.cancel']);

    rerender(
      <IntlRoot locale="zh-CN" store={store}>
        <Title />
      </IntlRoot>,
    );
    expect(screen.getByTestId('title').textContent).toBe(MESSAGES.en['common.cancel']);
    await answer('zh-CN');
    expect(screen.getByTestId('title').textContent).toBe(MESSAGES['zh-CN']['common.cancel']);

    // Back to a locale already here: at once, in the same render.
    rerender(
      <IntlRoot locale="en" store={store}>
        <Title />
      </IntlRoot>,
    );
    expect(screen.getByTestId('title').textContent).toBe(MESSAGES.en['common.cancel']);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
