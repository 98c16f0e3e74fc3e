// One rule for every reason a screen shows (a row's refusal, a failed connection test, a merge set's failure):
// our words in the reader's language first, then the vendor's own words once, only where they say something
// ours do not. A code or a field key is never part of the visible text: it goes to `details`, behind the
// screen's "Details" disclosure. Framework-free: `components/Reason.tsx` is its view, `rowReasonText` its text.
import type { IntlShape } from 'react-intl';
import { isRetryableRefusal, isRowReasonCode, VENDOR_WORDS_CODES, type FixTheRowCode } from '../../../shared/catalogue/reason-codes';
import { messageIdForCode } from './describe-error';
import type { MessageId } from './catalogue';
import { localeFormat } from './locale-format';
import { isLocale } from './locales';

/** A fact behind the disclosure: its label (a message id) and its value as it came. */
export interface ReasonDetail {
  readonly label: MessageId;
  readonly value: string;
}

export interface ReasonParts {
  /** Our words, in the reader's language (null: nothing of ours to say, e.g. a reason with no code). */
  readonly ours: string | null;
  /** What to change, for a refusal the same row would meet again (null otherwise). */
  readonly fix: string | null;
  /** The vendor's words, once, where they add to ours. */
  readonly vendor: string | null;
  /** Codes, keys and the vendor's fixed texts: shown only behind the disclosure. */
  readonly details: readonly ReasonDetail[];
  /** Whether "Retry failed" may send the row again unchanged. */
  readonly retryable: boolean;
}

type Format = Pick<IntlShape, 'formatMessage' | 'locale'>;

/** Fixed vendor refusals we word exactly (vendor notes §6): their words add nothing to ours, only a fact to check. */
const FIXED_REFUSALS: ReadonlySet<string> = new Set([...VENDOR_WORDS_CODES].filter((c) => c !== 'ITEM_FAILED' && c !== 'ITEM_UNCERTAIN'));

/** Text as compared for "says the same": case, spaces and closing punctuation (both languages') do not count. */
const plain = (s: string) => s.toLowerCase().replace(/[\s.。,，;；:：!！()（）[\]【】]+/g, '');

/** Whether `words` say nothing that `ours` (or a text already shown) does not. */
function adds(words: string, shown: readonly string[]): boolean {
  const w = plain(words);
  if (w === '') return false;
  return !shown.some((s) => {
    const t = plain(s);
    return t !== '' && (t === w || t.includes(w));
  });
}

/** Of the vendor's texts, those that add to what is shown already, each once. */
export function vendorWordsOnce(shown: readonly string[], words: readonly string[]): string[] {
  const out: string[] = [];
  for (const w of words) if (w.trim() !== '' && !looksLikeCode(w) && adds(w, [...shown, ...out])) out.push(w.trim());
  return out;
}

/** A text that is only a code or a key (`[NO_SECRET]`, `alias_name`, `2001002`): never shown as words. */
const CODE_LIKE = /^\[?[A-Za-z0-9_.-]+\]?$/;
const looksLikeCode = (s: string) => CODE_LIKE.test(s.trim()) && !/\s/.test(s.trim()) && /[_\d]|^[A-Z]+$/.test(s.trim());

/**
 * The parts of one reason. `code`: the row's reason code, a vendor or Opsdesk error code, or null; `reason`: the
 * words that came with it (the vendor's for vendor codes; Opsdesk's English sentence for its own codes, never
 * shown: the code says it in the reader's language).
 */
export function reasonParts(intl: Format, code: string | null | undefined, reason: string | null | undefined): ReasonParts {
  const details: ReasonDetail[] = [];
  const words = reason?.trim() ? reason.trim() : null;
  let ours: string | null = null;
  let vendor: string | null = null;
  let fix: string | null = null;
  if (code && isRowReasonCode(code)) {
    ours = intl.formatMessage({ id: `jobResults.code.${code}` });
    if (FIXED_REFUSALS.has(code)) {
      if (words) details.push({ label: 'reason.details.vendorWords', value: words });
    } else if (VENDOR_WORDS_CODES.has(code)) vendor = words;
    if (!isRetryableRefusal(code)) fix = intl.formatMessage({ id: `reason.fix.${code as FixTheRowCode}` });
  } else if (code) {
    details.push({ label: 'reason.details.code', value: code });
    const known = messageIdForCode(code);
    if (known.messageId === 'errors.vendor.unknown') {
      ours = intl.formatMessage({ id: 'reason.unknownCode' });
      vendor = words;
    } else {
      ours = intl.formatMessage({ id: known.messageId }, known.values);
      // Opsdesk's own errors are worded by their code alone; a vendor code keeps the vendor's words.
      if (known.messageId.startsWith('errors.vendor.')) vendor = words;
    }
    if (!isRetryableRefusal(code)) fix = intl.formatMessage({ id: 'reason.fix.request' });
  } else vendor = words;
  if (vendor !== null && looksLikeCode(vendor)) {
    details.push({ label: 'reason.details.vendorWords', value: vendor });
    vendor = null;
  }
  if (vendor !== null && !adds(vendor, [ours ?? '', fix ?? ''])) vendor = null;
  return { ours, fix, vendor, details, retryable: isRetryableRefusal(code) };
}

/** The reason as one line of visible text (a grid's status column, a title): ours, what to change, the vendor's words. */
export function reasonLine(intl: Format, parts: ReasonParts): string | null {
  const main = localeFormat(isLocale(intl.locale) ? intl.locale : 'en').sentences([parts.ours, parts.fix]);
  if (parts.vendor && main) return intl.formatMessage({ id: 'reason.withVendor' }, { ours: main, vendor: parts.vendor });
  return parts.vendor ?? (main || null);
}
