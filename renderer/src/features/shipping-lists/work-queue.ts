// The work queue of scanned lists, kept per profile in the draft store (drafts.save / drafts.load) so a reload
// or a restart finds it again. It is a persistent queue rather than a draft of typing: every change is saved at
// once (not debounced), and two tabs are merged rather than asked (a queue is a set of codes: keeping both
// tabs' scans loses nothing). Like every draft it saves on the revision it read; a save refused as stale
// reads the other tab's queue, merges, and saves again. A damaged file is kept aside by the main side and
// reported in `damaged`; entries that fail their schema are dropped, not trusted.
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import { ipcKey } from '../../api/keys';
import { useActiveProfile } from '../../api/queries';
import { BridgeError } from '../../bridge/client';
import { useBridge } from '../../bridge/context';
import { contentOf } from '../../drafts/loaded-content';

export const QUEUE_DRAFT = 'shipping-lists queue';

/** A list's picking outcome, as the queue's result column shows it (from the ledger, never stored here). */
export interface PickOutcome {
  status: 'succeeded' | 'failed' | 'unknown';
  reason: string | null;
  code: string | null;
}

// Queues saved before the ledger kept each list's outcome (`pick`): read and dropped, the ledger knows better.
const entrySchema = z.object({ code: z.string().min(1).max(64), addedAt: z.string().max(40) });
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

/** Mine first, then the other tab's codes I lack. */
export function mergeQueues(mine: readonly QueueEntry[], theirs: readonly QueueEntry[]): QueueEntry[] {
  const known = new Set(mine.map((e) => e.code));
  return [...mine, ...theirs.filter((e) => !known.has(e.code))];
}

/**
 * Puts back what a clear removed: the cleared lists in their order, then whatever was scanned since (a code
 * scanned again after the clear is not doubled).
 */
export function undoClear(current: readonly QueueEntry[], cleared: readonly QueueEntry[]): QueueEntry[] {
  return mergeQueues(cleared, current);
}

/** The header checkbox of the queue: every selectable list chosen, some, or none. */
export function selectAllState(selectable: readonly string[], selected: ReadonlySet<string>): 'all' | 'some' | 'none' {
  const chosen = selectable.filter((c) => selected.has(c)).length;
  if (chosen === 0) return 'none';
  return chosen === selectable.length ? 'all' : 'some';
}

/** Select all: chooses every selectable list; with all already chosen, it chooses none (as a header box does). */
export function toggleSelectAll(selectable: readonly string[], selected: ReadonlySet<string>): Set<string> {
  if (selectable.length > 0 && selectAllState(selectable, selected) === 'all') {
    const off = new Set(selectable);
    return new Set([...selected].filter((c) => !off.has(c)));
  }
  return new Set([...selected, ...selectable]);
}

export interface WorkQueue {
  ready: boolean;
  /** The stored queue could not be read and was kept aside (file name in the profile's drafts folder). */
  damaged: { keptAs: string } | null;
  entries: QueueEntry[];
  add(codes: readonly string[]): void;
  remove(codes: readonly string[]): void;
  /** Empties the queue and answers what it held, for Undo. */
  clear(): QueueEntry[];
  /** Undo of a clear: the cleared lists come back, scans made since are kept. */
  restore(cleared: readonly QueueEntry[]): void;
}

export function useWorkQueue(): WorkQueue {
  const bridge = useBridge();
  const profileId = useActiveProfile()?.id ?? null;
  const loaded = useQuery({
    // Under the drafts.load prefix (so invalidation finds it) and per profile (each profile has its queue).
    queryKey: [...ipcKey('drafts.load', { name: QUEUE_DRAFT }), profileId],
    queryFn: async () => {
      const draft = await bridge.call('drafts.load', { name: QUEUE_DRAFT });
      if (draft === null) return { content: null, revision: null, damaged: null };
      if ('damaged' in draft) return { content: null, revision: null, damaged: { keptAs: draft.damaged.keptAs } };
      return { content: contentOf(draft), revision: draft.revision ?? null, damaged: null };
    },
    enabled: profileId !== null,
    staleTime: Infinity,
  });
  const [state, setState] = useState<{ profileId: string; entries: QueueEntry[]; dirty: boolean } | null>(null);

  // The revision the queue was read or last saved at (null: none stored).
  const revision = useRef<number | null>(null);
  // Scans made before the draft is read wait here, then join it.
  const early = useRef<QueueEntry[]>([]);
  const seeded = state !== null && state.profileId === profileId;

  // Seed once per profile; later refetches (any mutation refreshes Opsdesk's reads) must not undo new scans.
  useEffect(() => {
    if (profileId === null || loaded.status !== 'success' || loaded.isFetching) return;
    if (state?.profileId === profileId) return;
    const saved = readQueueDraft(loaded.data.content);
    revision.current = loaded.data.revision;
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
      .call('drafts.save', { name: QUEUE_DRAFT, operation: 'picking', content: { version: 1, entries }, baseRevision: revision.current })
      .then((info) => {
        revision.current = info.revision ?? null;
      })
      .catch(async (err: unknown) => {
        if (!(err instanceof BridgeError && err.code === 'DRAFT_STALE')) return;
        // Another tab saved its queue: read it, keep both, and save the union on its revision.
        const theirs = await bridge.call('drafts.load', { name: QUEUE_DRAFT }).catch(() => null);
        const other = theirs && 'content' in theirs ? readQueueDraft(theirs.content) : [];
        revision.current = theirs && 'revision' in theirs ? (theirs.revision ?? null) : null;
        setState((s) => (s ? { ...s, entries: mergeQueues(s.entries, other), dirty: true } : s));
      })
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

  const current = useRef<QueueEntry[]>([]);
  current.current = seeded ? state.entries : [];
  const update = useCallback((f: (entries: QueueEntry[]) => QueueEntry[]) => {
    setState((s) => (s ? { ...s, entries: f(s.entries), dirty: true } : s));
  }, []);

  return {
    ready: seeded,
    damaged: loaded.data?.damaged ?? null,
    entries: seeded ? state.entries : [],
    add: useCallback(
      (codes) => {
        const at = new Date().toISOString();
        if (!seeded) {
          early.current.push(...codes.map((code) => ({ code, addedAt: at })));
          return;
        }
        update((entries) => {
          const known = new Set(entries.map((e) => e.code));
          const fresh = codes.filter((c) => !known.has(c)).map((code) => ({ code, addedAt: at }));
          return fresh.length ? [...entries, ...fresh] : entries;
        });
      },
      [update, seeded],
    ),
    remove: useCallback((codes) => update((entries) => entries.filter((e) => !codes.includes(e.code))), [update]),
    clear: useCallback(() => {
      const removed = current.current;
      update(() => []);
      return removed;
    }, [update]),
    restore: useCallback((cleared) => update((entries) => undoClear(entries, cleared)), [update]),
  };
}
