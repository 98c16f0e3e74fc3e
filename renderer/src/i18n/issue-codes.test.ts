// Every code that crosses a layer has a message in both locales, and the layers agree on which code a rule
// raises: a schema's issue reaches the renderer as a code with values, never as a sentence to recognise.
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ISSUE_CODES, issueEnglish, type IssueCode, type IssueValues } from '../../../shared/catalogue/issue-codes';
import { int, text, toValidationIssues, list } from '../../../shared/catalogue/fields';
import { ROW_REASON_CODES } from '../../../shared/catalogue/reason-codes';
import { checkRow, batchOperationOf } from '../../../shared/catalogue/row-validation';
import { MESSAGES } from './catalogue';
import { formatIssue } from './issue-messages';
import { LOCALES } from './locales';
import { rowReasonText } from './row-reason-text';

/** Values for every placeholder any code uses, so a message that forgets one or names a wrong one shows. */
const VALUES: IssueValues = { min: 3, max: 9, count: 1, row: 'r-7', values: 'GTIN, UPC, EAN', platforms: '10025', example: 'https://openapi.example.com', field: 'order_list', text: 'as written', job: 'job-20260101T000000-c0ffee01' };
const intlFor = (locale: (typeof LOCALES)[number]) => createIntl({ locale, messages: MESSAGES[locale] });

describe('issue codes', () => {
  it.each(LOCALES.flatMap((locale) => ISSUE_CODES.map((code) => [locale, code] as const)))('%s words %s, every placeholder filled', (locale, code) => {
    const out = formatIssue(intlFor(locale), { code, values: VALUES, message: issueEnglish(code, VALUES) });
    expect(out.trim()).not.toBe('');
    expect(out).not.toMatch(/[{}]/);
    expect(MESSAGES[locale][`issue.${code}`]).toBeDefined();
    // zh-CN is not the English text left untranslated (codes whose message is only a value excepted).
    if (locale === 'zh-CN' && code !== 'other') expect(out).not.toBe(formatIssue(intlFor('en'), { code, values: VALUES, message: '' }));
  });

  it.each(LOCALES.flatMap((locale) => ROW_REASON_CODES.map((code) => [locale, code] as const)))('%s words row reason %s', (locale, code) => {
    const out = rowReasonText(intlFor(locale), code, null);
    expect(out).toBeTruthy();
    expect(out).not.toBe(code);
    expect(MESSAGES[locale][`jobResults.code.${code}`]).toBeDefined();
  });

  it('an issue without a code (an old journal) is shown as written', () => {
    expect(formatIssue(intlFor('zh-CN'), { message: 'must be something new' })).toBe('must be something new');
  });

  it('the field builders raise codes with their values, and `required` for a missing key', () => {
    const schema = z.object({ qty: int({ min: 0, max: 5 }), name: text({ max: 4 }), tags: list(z.string(), 2), gone: text() });
    const parsed = schema.safeParse({ qty: '9', name: 'abcdef', tags: ['a', 'b', 'c'] });
    const issues = parsed.success ? [] : toValidationIssues(parsed.error);
    const byPath = Object.fromEntries(issues.map((i) => [i.path, { code: i.code, values: i.values }]));
    expect(byPath).toEqual({
      qty: { code: 'intRange', values: { min: 0, max: 5 } },
      name: { code: 'maxChars', values: { max: 4 } },
      tags: { code: 'maxItems', values: { max: 2 } },
      gone: { code: 'required', values: {} },
    });
    // The English text is the code's own wording (for logs), not a second source of truth.
    for (const i of issues) expect(i.message).toBe(issueEnglish(i.code as IssueCode, i.values));
  });

  it('an operation row refused by the catalogue carries a code, not only a sentence', () => {
    const op = batchOperationOf('cargoStorage') ?? batchOperationOf('videoxStock');
    expect(op).not.toBeNull();
    const check = checkRow(op!, null, {});
    expect('issues' in check && check.issues.length > 0).toBe(true);
    if ('issues' in check) for (const i of check.issues) expect(i.code).not.toBe('other');
  });
});
