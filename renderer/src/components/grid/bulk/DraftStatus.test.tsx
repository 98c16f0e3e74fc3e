// A draft that could not be saved says why by the error's code, in the reader's language: the main side's own
// English sentence never reaches a zh-CN reader, nor does a fixed English text of the store's.
import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { BridgeError } from '../../../bridge/client';
import { MESSAGES } from '../../../i18n/catalogue';
import type { Locale } from '../../../i18n/locales';
import type { DraftState } from '../../../drafts/use-draft';
import { DraftStatus } from './DraftStatus';

function status(locale: Locale, state: DraftState): string {
  render(
    <IntlProvider locale={locale} messages={MESSAGES[locale]}>
      <DraftStatus state={state} />
    </IntlProvider>,
  );
  return screen.getByTestId('draft-status').textContent ?? '';
}

const tooBig = new BridgeError({ code: 'PAYLOAD_TOO_LARGE', message: 'request body over 64 MiB', details: {} });

describe('a draft that could not be saved', () => {
  it('says why by its code in zh-CN, without the main side’s English sentence', () => {
    const text = status('zh-CN', { kind: 'failed', cause: { why: 'error', error: tooBig } });
    expect(text).toBe('草稿保存失败：单次提交的数据过多，请分批提交。');
    expect(text).not.toContain('64 MiB');
  });

  it('says in either language that another tab’s draft does not fit, and that this tab’s content is kept', () => {
    expect(status('en', { kind: 'failed', cause: { why: 'theirsDoesNotFit' } })).toBe('The draft another tab saved does not fit this screen; yours is kept here.');
  });
});
