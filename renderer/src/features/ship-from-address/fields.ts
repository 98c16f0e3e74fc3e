// The fields of spec §4.12 in the order the form shows them, and what a field error says in the user's
// language: the catalogue's schema issues arrive as codes (forms/issue-resolver.ts); the vendor writes its own
// words, which are turned into message ids here, the vendor's words kept beside.
import type { MessageId } from '../../i18n/catalogue';

export const ADDRESS_FIELDS = [
  'alias_name',
  'sender_name',
  'country_name',
  'province',
  'city',
  'region',
  'street_detail1',
  'street_detail2',
  'zip_code',
  'phone',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export const REQUIRED_FIELDS: ReadonlySet<string> = new Set(['sid', 'id', 'alias_name', 'sender_name', 'country_name', 'province', 'city', 'street_detail1', 'zip_code']);
export type FormField = AddressField | 'sid' | 'id';
export const FORM_FIELDS: readonly FormField[] = ['sid', 'id', ...ADDRESS_FIELDS];

export interface Explained {
  id: MessageId;
  values?: Record<string, string | number>;
}

export interface Refusal {
  field: FormField | null;
  explained: Explained;
}

const FIELD_WORDS: ReadonlyArray<[RegExp, FormField]> = [
  [/alias|别名/i, 'alias_name'],
  [/province|state code|州|省/i, 'province'],
  [/country|国家/i, 'country_name'],
  [/zip|postal|邮编/i, 'zip_code'],
  [/phone|电话/i, 'phone'],
  [/sender|发件人/i, 'sender_name'],
  [/street_detail2/i, 'street_detail2'],
  [/street|地址/i, 'street_detail1'],
  [/city|城市/i, 'city'],
  [/region|区/i, 'region'],
];

/**
 * Which field a vendor refusal concerns, from its reason (the vendor names no field path; notes §6 lists
 * what it refuses: a duplicate alias in the store, a US province that is not 2 letters, an unknown entry).
 */
export function refusalOf(reason: string | null): Refusal {
  const text = reason ?? '';
  if (/not found|不存在/i.test(text)) return { field: 'id', explained: { id: 'shipFrom.refusal.notFound' } };
  for (const f of FORM_FIELDS) {
    if (new RegExp(`\\b${f}\\b`).test(text)) return { field: f, explained: explainRefusal(f, text) };
  }
  for (const [re, f] of FIELD_WORDS) if (re.test(text)) return { field: f, explained: explainRefusal(f, text) };
  return { field: null, explained: { id: 'shipFrom.refusal.other' } };
}

function explainRefusal(field: FormField, text: string): Explained {
  if (field === 'alias_name' && /already|used|duplicate|exist|重复|已存在|已被使用/i.test(text)) return { id: 'shipFrom.refusal.aliasTaken' };
  if (field === 'province' && /2-letter|two-letter|两位|2 位/i.test(text)) return { id: 'shipFrom.err.usProvince' };
  return { id: 'shipFrom.refusal.field' };
}

/**
 * The vendor's own words inside a job row's reason: the core writes "<its sentence> (<detail>; <detail>)",
 * and a detail may repeat the envelope message. Distinct details, or the whole text when there are none.
 */
export function vendorWords(reason: string): string {
  const m = /^[^(]*\((.*)\)\s*$/s.exec(reason);
  if (!m?.[1]) return reason;
  return [...new Set(m[1].split(/;\s*/).map((s) => s.trim()).filter((s) => s !== ''))].join('; ');
}
