// What Opsdesk keeps of this screen between sessions, through the drafts IPC (stored per profile by the main
// process): the form's draft name (the form and its send ledger, see use-send-address.ts), and the address-book entries used recently
// (the API has no read of the address book, so sid and id are typed; the recent ones save retyping).
// Both are read back through zod: a draft file is a trust boundary.
import { z } from 'zod';
import { isIdText } from '../../../../shared/catalogue/fields';
import type { BridgeClient } from '../../bridge/client';
import { ADDRESS_FIELDS, FORM_FIELDS, type AddressField } from './fields';

export const FORM_DRAFT = 'ship-from-address form';
export const RECENT_DRAFT = 'ship-from-address recent';
export const MAX_RECENT = 8;

export type FormValues = Partial<Record<(typeof FORM_FIELDS)[number], string>>;

// `fields` holds the whole address as it was applied, so picking it again fills every field; entries saved
// before it held only sid, id and alias, and still read.
const addressValues = z.partialRecord(z.enum(ADDRESS_FIELDS), z.string().max(1000));
export const recentEntry = z.object({
  sid: z.string().refine(isIdText),
  id: z.string().refine(isIdText),
  alias: z.string().max(200),
  fields: addressValues.optional(),
});
export type RecentEntry = z.infer<typeof recentEntry>;

/** The recent entry of an applied address: where it is (sid, id) and every field of it. */
export function recentEntryOf(values: FormValues): RecentEntry | null {
  if (!values.sid || !values.id) return null;
  const fields: Partial<Record<AddressField, string>> = {};
  for (const f of ADDRESS_FIELDS) fields[f] = values[f] ?? '';
  return { sid: values.sid, id: values.id, alias: values.alias_name ?? '', fields };
}

/** The form's values an entry gives back: every field (an old entry without them: sid, id and alias). */
export function valuesOfRecent(entry: RecentEntry): FormValues {
  return { ...(entry.fields ?? { alias_name: entry.alias }), sid: entry.sid, id: entry.id };
}

function sameEntry(a: RecentEntry, b: RecentEntry): boolean {
  return JSON.stringify(valuesOfRecent(a)) === JSON.stringify(valuesOfRecent(b));
}
const recentSchema = z.object({ entries: z.array(recentEntry).max(50) });

/** The stored content; null when there is none, or when a damaged one was just kept aside by the main side. */
async function loadContent(bridge: BridgeClient, name: string): Promise<{ content: unknown; savedAt: string } | null> {
  const draft = await bridge.call('drafts.load', { name });
  return draft && 'content' in draft ? { content: draft.content, savedAt: draft.savedAt } : null;
}

export async function loadRecent(bridge: BridgeClient): Promise<RecentEntry[]> {
  const parsed = recentSchema.safeParse((await loadContent(bridge, RECENT_DRAFT))?.content);
  return parsed.success ? parsed.data.entries : [];
}

/** The entry moves to the front; the list keeps the last MAX_RECENT distinct entries. */
export function withRecent(list: readonly RecentEntry[], entry: RecentEntry): RecentEntry[] {
  return [entry, ...list.filter((e) => !(e.sid === entry.sid && e.id === entry.id))].slice(0, MAX_RECENT);
}

/** Whether the list already starts with this very entry (every field the same): nothing to save then. */
export function isFirstRecent(list: readonly RecentEntry[], entry: RecentEntry): boolean {
  return list[0] !== undefined && sameEntry(list[0], entry);
}

export async function saveRecent(bridge: BridgeClient, entries: RecentEntry[]): Promise<void> {
  await bridge.call('drafts.save', { name: RECENT_DRAFT, operation: 'updateShipFromAddress', content: { entries } });
}
