// The work queue of scanned lists, kept per profile in a draft (drafts.save / drafts.load) so a reload or a
// restart finds it again. The draft is read back through a schema: a damaged entry is dropped, not trusted.
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import { ipcKey } from '../../api/keys';
import { useActiveProfile } from '../../api/queries';
import { BridgeError } from '../../bridge/client';
import { useBridge } from '../../bridge/context';

export const QUEUE_DRAFT = 'shipping-lists queue';

const pickOutcome = z.object({
  status: z.enum(['succeeded', 'failed', 'unknown', 'invalid']),
  reason: z.string().max(4000).nullable(),
  code: z.string().max(64).nullable(),
});
export type PickOutcome = z.infer<typeof pickOutcome>;

const entrySchema = z.object({
  code: z.string().min(1).max(64),
  addedAt: z.string().max(40),
  pick: pickOutcome.nullable().catch(null),
});
export type QueueEntry = z.infer<typeof entrySchema>;

const draftSchema = z.object({ version: z.literal(1), entries: z.array(z.unknown()).max(10_000) });

export function readQueueDraft(content: unknown): QueueEntry[] {
  const draft = draftSchema.safeParse(content);
  if (!draft.success) return [];
  const seen = new Set<string>();
  const out: QueueEntry[] = [];
  for (const raw of draft.data.entries) {
    const e = entrySchema.safeParse(raw);
    if (e.success && !seen.has(e.data.code)) {
      seen.add(e.data.code);
      out.push(e.data);
    }
  }
  return out;
}

export interface WorkQueue {
  ready: boolean;
  entries: QueueEntry[];
  add(codes: readonly string[]): void;
  remove(codes: readonly string[]): void;
  clear(): void;
  recordPicks(outcomes: ReadonlyMap<string, PickOutcome>): void;
}

export function useWorkQueue(): WorkQueue {
  const bridge = useBridge();
  const profileId = useActiveProfile()?.id ?? null;
  const loaded = useQuery({
    // Under the drafts.load prefix (so invalidation finds it) and per profile (each profile has its queue).
    queryKey: [...ipcKey('drafts.load', { name: QUEUE_DRAFT }), profileId],
    queryFn: async () => {
      try {
        return (await bridge.call('drafts.load', { name: QUEUE_DRAFT })).content;
      } catch (err) {
        if (err instanceof BridgeError && err.code === 'NOT_FOUND') return null;
        throw err;
      }
    },
    enabled: profileId !== null,
    staleTime: Infinity,
  });
  const [state, setState] = useState<{ profileId: string; entries: QueueEntry[]; dirty: boolean } | null>(null);

  // Scans made before the draft is read wait here, then join it.
  const early = useRef<QueueEntry[]>([]);
  const seeded = state !== null && state.profileId === profileId;

  // Seed once per profile; later refetches (any mutation refreshes Opsdesk's reads) must not undo new scans.
  useEffect(() => {
    if (profileId === null || loaded.status !== 'success' || loaded.isFetching) return;
    if (state?.profileId === profileId) return;
    const saved = readQueueDraft(loaded.data);
    const known = new Set(saved.map((e) => e.code));
    const extra = early.current.filter((e) => !known.has(e.code));
    early.current = [];
    setState({ profileId, entries: [...saved, ...extra], dirty: extra.length > 0 });
  }, [profileId, loaded.status, loaded.isFetching, loaded.data, state?.profileId]);

  // Every change is saved at once; while one save is on its way, later changes wait and go as one (a burst of
  // scans costs two writes, and a reload right after a change still finds it).
  const saving = useRef(false);
  const unsaved = useRef<QueueEntry[] | null>(null);
  const flush = useRef(() => {});
  flush.current = () => {
    if (saving.current || unsaved.current === null) return;
    const entries = unsaved.current;
    unsaved.current = null;
    saving.current = true;
    void bridge
      .call('drafts.save', { name: QUEUE_DRAFT, operation: 'picking', content: { version: 1, entries } })
      .catch(() => undefined)
      .finally(() => {
        saving.current = false;
        flush.current();
      });
  };
  useEffect(() => {
    if (!state?.dirty) return;
    unsaved.current = state.entries;
    flush.current();
  }, [state]);

  const update = useCallback((f: (entries: QueueEntry[]) => QueueEntry[]) => {
    setState((s) => (s ? { ...s, entries: f(s.entries), dirty: true } : s));
  }, []);

  return {
    ready: seeded,
    entries: seeded ? state.entries : [],
    add: useCallback(
      (codes) => {
        const at = new Date().toISOString();
        if (!seeded) {
          early.current.push(...codes.map((code) => ({ code, addedAt: at, pick: null })));
          return;
        }
        update((entries) => {
          const known = new Set(entries.map((e) => e.code));
          const fresh = codes.filter((c) => !known.has(c)).map((code) => ({ code, addedAt: at, pick: null }));
          return fresh.length ? [...entries, ...fresh] : entries;
        });
      },
      [update, seeded],
    ),
    remove: useCallback((codes) => update((entries) => entries.filter((e) => !codes.includes(e.code))), [update]),
    clear: useCallback(() => update(() => []), [update]),
    recordPicks: useCallback(
      (outcomes) => update((entries) => entries.map((e) => (outcomes.has(e.code) ? { ...e, pick: outcomes.get(e.code) ?? null } : e))),
      [update],
    ),
  };
}
