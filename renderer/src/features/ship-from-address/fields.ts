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

/** The vendor refusals the core codes (shared/catalogue/reason-codes.ts) and the field each concerns. */
const REFUSALS: Readonly<Record<string, Refusal>> = {
  ITEM_ALIAS_TAKEN: { field: 'alias_name', explained: { id: 'shipFrom.refusal.aliasTaken' } },
  ITEM_NOT_FOUND: { field: 'id', explained: { id: 'shipFrom.refusal.notFound' } },
};

/** What a vendor refusal put on `field` means (a field gets a refusal only from REFUSALS). */
export function refusalOnField(field: FormField): Explained {
  return Object.values(REFUSALS).find((r) => r.field === field)?.explained ?? { id: 'shipFrom.refusal.field' };
}

/** Which field a vendor refusal concerns and what it means, from the row's code (no text is read). */
export function refusalOf(code: string | null): Refusal {
  return (code !== null ? REFUSALS[code] : undefined) ?? { field: null, explained: { id: 'shipFrom.refusal.other' } };
}
