// What Opsdesk keeps of this screen between sessions, through the drafts IPC (stored per profile by the main
// process): the form's draft name (the form and its send ledger, see use-send-address.ts), and the address-book entries used recently
// (the API has no read of the address book, so sid and id are typed; the recent ones save retyping).
// Both are read back through zod: a draft file is a trust boundary.
import { z } from 'zod';
import type { BridgeClient } from '../../bridge/client';
import { FORM_FIELDS } from './fields';

export const FORM_DRAFT = 'ship-from-address form';
export const RECENT_DRAFT = 'ship-from-address recent';
export const MAX_RECENT = 8;

export type FormValues = Partial<Record<(typeof FORM_FIELDS)[number], string>>;

export const recentEntry = z.object({ sid: z.string().regex(/^\d+$/), id: z.string().regex(/^\d+$/), alias: z.string().max(200) });
export type RecentEntry = z.infer<typeof recentEntry>;
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

export async function saveRecent(bridge: BridgeClient, entries: RecentEntry[]): Promise<void> {
  await bridge.call('drafts.save', { name: RECENT_DRAFT, operation: 'updateShipFromAddress', content: { entries } });
}
