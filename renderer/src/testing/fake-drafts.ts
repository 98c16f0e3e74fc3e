// The main side's draft store for renderer unit tests: one document per name, revisions counted, and a save
// sent as a change (`patch`) applied to the text held, as drafts.save does. A save based on a revision that is
// not the one held (another tab's, or one deleted meanwhile) is refused with DRAFT_STALE, as the main side does.
import type { MethodInput, MethodOutput } from '../../../shared/ipc';
import { BridgeError } from '../bridge/client';

export function fakeDrafts() {
  const docs = new Map<string, { json: string; revision: number }>();
  const handlers = {
    'drafts.load': ({ name }: MethodInput<'drafts.load'>): MethodOutput<'drafts.load'> => {
      const doc = docs.get(name);
      return doc ? { name, operation: null, savedAt: '2026-01-01T00:00:00.000Z', chars: doc.json.length, revision: doc.revision, content: JSON.parse(doc.json) as never } : null;
    },
    'drafts.save': (input: MethodInput<'drafts.save'>): MethodOutput<'drafts.save'> => {
      const before = docs.get(input.name);
      if (input.baseRevision !== undefined && input.baseRevision !== (before?.revision ?? null)) {
        throw new BridgeError({ code: 'DRAFT_STALE', message: 'stale', details: { revision: before?.revision ?? null, savedAt: null } });
      }
      const p = input.patch;
      const json = p && before ? before.json.slice(0, p.at) + p.text + before.json.slice(p.at + p.remove) : (input.contentJson ?? JSON.stringify(input.content));
      const revision = (before?.revision ?? 0) + 1;
      docs.set(input.name, { json, revision });
      return { name: input.name, operation: input.operation, savedAt: '2026-01-01T00:00:01.000Z', chars: json.length, revision };
    },
    'drafts.delete': ({ name }: MethodInput<'drafts.delete'>): MethodOutput<'drafts.delete'> => {
      docs.delete(name);
      return { ok: true };
    },
  };
  /** The content stored under `name` (undefined when none). */
  const stored = (name: string): unknown => {
    const doc = docs.get(name);
    return doc ? (JSON.parse(doc.json) as unknown) : undefined;
  };
  return { handlers, stored };
}
