import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { FEATURES } from '../app/features';
import { MESSAGE_TABLES, MESSAGES } from './catalogue';
import { LOCALES } from './locales';

/** The top-level arguments of an ICU message: `{count, plural, …}` → count, `{name}` → name. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  let depth = 0;
  for (let i = 0; i < message.length; i++) {
    const c = message[i];
    if (c === '{') {
      if (depth === 0) {
        const name = /^\{\s*([A-Za-z0-9_]+)/.exec(message.slice(i))?.[1];
        if (name) names.add(name);
      }
      depth++;
    } else if (c === '}') depth--;
  }
  return [...names].sort();
}

/** A message's parsed elements, as react-intl's own formatter reads it (no second ICU parser to keep). */
type Element = { pluralType?: string; value?: unknown; options?: Record<string, { value: Element[] }>; children?: Element[] };
const zhIntl = createIntl({ locale: 'zh-CN', messages: MESSAGES['zh-CN'] });

/** The plural arguments of `message` that carry a `one` branch. */
function oneBranches(message: string): string[] {
  const out: string[] = [];
  const walk = (els: Element[]) => {
    for (const e of els) {
      if (e.pluralType !== undefined && e.options && 'one' in e.options) out.push(String(e.value));
      for (const o of Object.values(e.options ?? {})) walk(o.value);
      if (e.children) walk(e.children);
    }
  };
  walk(zhIntl.formatters.getMessageFormat(message, 'zh-CN').getAst() as Element[]);
  return out;
}

/** Element types of react-intl's parsed messages (intl-messageformat-parser's TYPE). */
const ARGUMENT = 1;
const NUMBER = 2;
const PLURAL = 6;
type Typed = Element & { type: number };
const enIntl = createIntl({ locale: 'en', messages: MESSAGES.en });

/** Each argument of `message` with the element types it appears as (plain, number, plural…), at any depth. */
function argumentTypes(message: string, locale: 'en' | 'zh-CN'): Map<string, Set<number>> {
  const out = new Map<string, Set<number>>();
  const walk = (els: Typed[]) => {
    for (const e of els) {
      if (typeof e.value === 'string' && e.type !== 0) out.set(e.value, (out.get(e.value) ?? new Set()).add(e.type));
      for (const o of Object.values(e.options ?? {})) walk(o.value as Typed[]);
      if (e.children) walk(e.children as Typed[]);
    }
  };
  const intl = locale === 'en' ? enIntl : zhIntl;
  walk(intl.formatters.getMessageFormat(message, locale).getAst() as Typed[]);
  return out;
}

/**
 * Arguments that are counts wherever they appear. A plain `{count}` prints 13400 where the locale writes 13,400
 * (react-intl formats a number only as `{count, number}` or inside a plural), so counts must be typed.
 */
const COUNT_ARGUMENTS = new Set(['count', 'rows', 'total', 'done', 'drawn', 'from', 'to', 'page', 'pages', 'succeeded', 'failed', 'unknown', 'invalid', 'pending', 'sent', 'unchanged', 'held', 'send', 'desktops', 'lines', 'quantity', 'added', 'errors', 'issues', 'stores']);

/**
 * Where a count's argument is not a number: the shared issue texts (the core words them too, from values that may
 * be text), a damaged journal's rows ('?' when unknown), the pick sheet's page (a placeholder the print fills).
 */
const COUNT_AS_TEXT = new Set(['issue.tooFewInRequest', 'issue.cannotSendAlone', 'activity.damage.rowsMissing', 'shippingLists.print.page']);

describe('message catalogue', () => {
  it('writes every count as the locale writes numbers (13,400), in both locales', () => {
    const plain: string[] = [];
    for (const [id, en] of Object.entries(MESSAGES.en)) {
      if (COUNT_AS_TEXT.has(id)) continue;
      const zh = (MESSAGES['zh-CN'] as Record<string, string>)[id] ?? '';
      const enTypes = argumentTypes(en, 'en');
      const zhTypes = argumentTypes(zh, 'zh-CN');
      // A count in one locale is a count in the other: zh-CN has no plural to hide a plain `{count}` behind.
      const numeric = (arg: string) => COUNT_ARGUMENTS.has(arg) || [enTypes, zhTypes].some((t) => t.get(arg)?.has(NUMBER) || t.get(arg)?.has(PLURAL));
      for (const [locale, types] of [['en', enTypes], ['zh-CN', zhTypes]] as const) {
        for (const [arg, seen] of types) if (seen.has(ARGUMENT) && numeric(arg)) plain.push(`${locale} ${id}: {${arg}}`);
      }
    }
    expect(plain).toEqual([]);
    // The rule is real: a plain argument is not formatted.
    expect(zhIntl.formatters.getMessageFormat('发送 {count} 行', 'zh-CN').format({ count: 3201 })).toBe('发送 3201 行');
  });

  it("has no zh-CN plural that counts on 'one', a category Chinese never selects (=1 says one)", () => {
    const withOne = Object.entries(MESSAGES['zh-CN']).filter(([, text]) => oneBranches(text).length > 0).map(([id]) => id);
    expect(withOne).toEqual([]);
    // The rule is real: Chinese formats 1 through 'other', so 'one' would never have been shown.
    expect(zhIntl.formatters.getMessageFormat('{n, plural, one {ONE} other {OTHER}}', 'zh-CN').format({ n: 1 })).toBe('OTHER');
  });

  it.each(Object.entries(MESSAGE_TABLES))('%s has the same ids in every locale', (_name, table) => {
    const en = Object.keys(table.en).sort();
    for (const locale of LOCALES) expect(Object.keys(table[locale]).sort()).toEqual(en);
  });

  it('no id is defined by two tables', () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const [name, table] of Object.entries(MESSAGE_TABLES)) {
      for (const id of Object.keys(table.en)) {
        const other = seen.get(id);
        if (other) clashes.push(`${id} (${other}, ${name})`);
        seen.set(id, name);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('every id of each table starts with the prefix of its table', async () => {
    const prefixes: Record<string, string[]> = { shell: ['shell.', 'nav.'], errors: ['errors.'], common: ['common.'] };
    // A feature's table is keyed by its folder (feature-messages.gen.ts); its ids take its nav label's prefix.
    for (const f of FEATURES) {
      const { messages } = await f.messages();
      const name = Object.entries(MESSAGE_TABLES).find(([, table]) => table === messages)?.[0];
      expect(name, `${f.path}'s messages in MESSAGE_TABLES`).toBeDefined();
      prefixes[name!] = [`${f.nav.label.split('.')[0]!}.`];
    }
    for (const [name, table] of Object.entries(MESSAGE_TABLES)) {
      const allowed = prefixes[name] ?? [`${name}.`];
      const stray = Object.keys(table.en).filter((id) => !allowed.some((p) => id.startsWith(p)));
      expect(stray, name).toEqual([]);
    }
  });

  it('no message is empty, and each translation takes the same arguments as the English text', () => {
    const problems: string[] = [];
    for (const [id, en] of Object.entries(MESSAGES.en)) {
      const zh = (MESSAGES['zh-CN'] as Record<string, string>)[id];
      if (!en.trim()) problems.push(`${id}: empty in en`);
      if (zh === undefined || !zh.trim()) problems.push(`${id}: missing or empty in zh-CN`);
      else if (argumentsOf(en).join() !== argumentsOf(zh).join()) problems.push(`${id}: en {${argumentsOf(en)}} vs zh-CN {${argumentsOf(zh)}}`);
    }
    expect(problems).toEqual([]);
  });

  it('the Chinese texts are Chinese (a copied English text is a missing translation)', () => {
    const untranslated = Object.entries(MESSAGES['zh-CN']).filter(([id, zh]) => {
      const en = (MESSAGES.en as Record<string, string>)[id];
      // Texts that are the same in both languages on purpose: names, codes, symbols, pure placeholders.
      // Field codes the Chinese back office also writes in Latin letters (MSKU, SKU, MSKU ID) count as names.
      const fieldCode = /^[A-Z]{2,6}( ID)?$/.test(zh);
      const neutral = /^[\s\p{P}\p{S}\d{}]*$/u.test(zh.replace(/\{[^}]*\}/g, '')) || fieldCode || ['shell.brand', 'nav.group.app'].includes(id);
      return zh === en && !neutral;
    });
    expect(untranslated.map(([id]) => id)).toEqual([]);
  });
});
