// The one draft store of every screen: a screen's work autosaved through the main process (drafts.save /
// drafts.load), loaded once on mount, then saved a moment after each change (serialised when the browser is
// idle, never between two keystrokes) and at once when the screen is left, so a reload, a restart or a crash
// loses at most the last second of typing. Drafts live in the active profile's folder (one per screen).
//
// Each save names the revision it was based on: a second tab or window on the same draft is refused by the
// main side (DRAFT_STALE) and this screen stops saving and asks (keep mine / load theirs). A draft that
// cannot be read, or does not fit the screen's schema, is kept aside by the main side and the screen is told.
// What a screen gets back is draft-state.ts; the text a save sends, draft-text.ts.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import type { OperationId } from '../../../../shared/catalogue';
import { MAX_DRAFT_BYTES, type JsonValue } from '../../../../shared/ipc';
import { BridgeError } from '../../bridge/client';
import { useBridge } from '../../bridge/context';
import { DraftNotSavedError, type DraftDamage, type DraftHandle, type DraftOptions, type DraftState } from './draft-state';
import { DraftText, runNow, sliced, splice } from './draft-text';
import { DurableSaves } from './durable-saves';
import { utf8Length, whenIdle, type Cancel } from './idle';
import { useSameProfile } from './useSameProfile';

export { DraftNotSavedError, type DraftDamage, type DraftHandle, type DraftJob, type DraftOptions, type DraftState } from './draft-state';

export const SAVE_DELAY_MS = 600;

type Revision = number | null | undefined;

export function useDraft<T extends JsonValue>(
  name: string,
  operation: OperationId | null,
  content: T,
  schema: z.ZodType<T>,
  onLoad: (content: T) => void,
  options: DraftOptions = {},
): DraftHandle {
  const bridge = useBridge();
  const sameProfile = useSameProfile();
  const [base, setBase] = useState<DraftState>({ kind: 'loading' });
  const [damaged, setDamaged] = useState<DraftDamage | null>(null);
  const [loaded, setLoaded] = useState(false);
  const latest = useRef(content);
  latest.current = content;
  const onLoadRef = useRef(onLoad);
  onLoadRef.current = onLoad;

  /** The revision this screen's content is based on: null = no draft; undefined = a main side without revisions. */
  const revision = useRef<Revision>(null);
  /** The last content serialised, and its text once saved: unchanged content is neither serialised nor sent. */
  const lastValue = useRef<T | null>(null);
  /** The text stored at `revision`, in pieces (null: not known here, the next save sends the whole). */
  const lastPieces = useRef<string[] | null>(null);
  /** Serialises without holding the main thread: in idle slices, unchanged rows from cache (draft-text.ts). */
  const draftText = useRef(new DraftText());
  const slicing = useRef<Cancel | null>(null);
  const inFlight = useRef(false);
  /** The save on its way (settles, never rejects): a discard waits for it, so its answer cannot follow the delete's. */
  const flight = useRef<Promise<void>>(Promise.resolve());
  /** A discard is deleting the stored draft: saves asked meanwhile wait for it (`again`) and then start from "no draft". */
  const clearing = useRef(false);
  const again = useRef(false);
  const blocked = useRef(false);
  /** Content versions: `contentSeq` is the content's now (the newest one the main side holds is `durable`'s). */
  const contentSeq = useRef(0);
  const seenContent = useRef<T | null>(null);
  if (seenContent.current !== content) {
    seenContent.current = content;
    contentSeq.current++;
  }
  /** Callers of `saveDurably` waiting for their content version to be saved. */
  const durable = useRef(new DurableSaves());

  /** Reads the stored draft and hands it to the screen; true when the screen now shows it. */
  const read = useCallback(async (): Promise<void> => {
    const draft = await bridge.call('drafts.load', { name });
    if (draft === null) {
      revision.current = null;
      // Nothing stored: the screen's untouched content is not saved, so merely opening a second tab never makes
      // the first one's next save look stale.
      lastPieces.current = runNow(draftText.current.pieces(latest.current));
      setBase({ kind: 'idle', savedAt: null });
      return;
    }
    if ('damaged' in draft) {
      revision.current = null;
      setDamaged(draft.damaged);
      setBase({ kind: 'idle', savedAt: null });
      return;
    }
    // A draft is a file read back from disk: checked like any other input before it reaches the screen.
    const parsed = schema.safeParse(draft.content);
    if (!parsed.success) {
      // Kept aside, never saved over: a newer or broken shape may still hold the user's work.
      const { keptAs } = await bridge.call('drafts.setAside', { name, reason: 'schema' });
      revision.current = null;
      setDamaged({ keptAs, reason: 'schema' });
      setBase({ kind: 'idle', savedAt: null });
      return;
    }
    revision.current = draft.revision;
    lastPieces.current = runNow(draftText.current.pieces(parsed.data));
    lastValue.current = null;
    onLoadRef.current(parsed.data);
    setBase({ kind: 'idle', savedAt: draft.savedAt });
  }, [bridge, name, schema]);

  useEffect(() => {
    let live = true;
    read()
      .catch((err: unknown) => {
        if (!live) return;
        // Not knowing what is stored, later saves claim "no draft": one that exists is then reported, not replaced.
        revision.current = null;
        setBase({ kind: 'failed', message: err instanceof Error ? err.message : String(err) });
      })
      .finally(() => live && setLoaded(true));
    return () => {
      live = false;
    };
  }, [read]);

  /** Sends `pieces` (the text of `value`, content version `seq`): only the change when the main side holds the revision it applies to. */
  const send = (value: T, pieces: string[], seq: number) => {
    const saved = () => durable.current.saved(seq);
    lastValue.current = value;
    const before = lastPieces.current;
    const based = revision.current;
    const change = before ? splice(before, pieces) : null;
    const done = () => {
      inFlight.current = false;
      if (again.current) {
        again.current = false;
        saveNow.current();
      }
    };
    if (change && change.remove === 0 && change.text === '') {
      saved();
      return done();
    }
    // chars ≤ UTF-8 bytes ≤ 3 × chars: most drafts need no count.
    const length = change ? change.length : pieces.reduce((n, p) => n + p.length, 0);
    const bytes = length * 3 <= MAX_DRAFT_BYTES ? length : pieces.reduce((n, p) => n + utf8Length(p), 0);
    if (bytes > MAX_DRAFT_BYTES) {
      setBase({ kind: 'tooLarge', bytes, limit: MAX_DRAFT_BYTES });
      durable.current.failed('tooLarge');
      return done();
    }
    setBase({ kind: 'saving' });
    const body = change && typeof based === 'number' ? { patch: change } : { contentJson: pieces.join('') };
    flight.current = bridge
      .call('drafts.save', { name, operation, ...body, ...(based === undefined ? {} : { baseRevision: based }) })
      .then((info) => {
        lastPieces.current = pieces;
        revision.current = info.revision;
        setBase({ kind: 'idle', savedAt: info.savedAt });
        saved();
      })
      .catch((err: unknown) => {
        lastValue.current = null;
        if (err instanceof BridgeError && err.code === 'DRAFT_PATCH_MISMATCH') {
          // The main side does not hold the text this change applies to: the whole goes out at once.
          lastPieces.current = null;
          again.current = true;
        } else if (err instanceof BridgeError && err.code === 'DRAFT_STALE') {
          blocked.current = true;
          const theirs = { savedAt: typeof err.details.savedAt === 'string' ? err.details.savedAt : null, revision: typeof err.details.revision === 'number' ? err.details.revision : null };
          setBase({ kind: 'conflict', theirs, keepMine: () => keepMine(theirs.revision), loadTheirs: () => loadTheirs() });
          durable.current.failed('conflict');
        } else if (err instanceof BridgeError && err.code === 'PAYLOAD_TOO_LARGE') {
          setBase({ kind: 'tooLarge', bytes, limit: MAX_DRAFT_BYTES });
          durable.current.failed('tooLarge');
        } else {
          setBase({ kind: 'failed', message: err instanceof Error ? err.message : String(err) });
          durable.current.failed('failed');
        }
      })
      .finally(done);
  };

  /** Saves the content if it changed: in idle slices, or `now` (leaving the page, a send's record) at once. */
  const saveNow = useRef<(now?: boolean) => void>(() => undefined);
  saveNow.current = (now = false) => {
    if (blocked.current || !sameProfile()) return;
    if (clearing.current) {
      again.current = true;
      return;
    }
    if (now && slicing.current) {
      // A slow serialisation in progress is overtaken by one at once.
      slicing.current();
      slicing.current = null;
      inFlight.current = false;
    }
    if (inFlight.current) {
      again.current = true;
      return;
    }
    const value = latest.current;
    const seq = contentSeq.current;
    if (value === lastValue.current) return;
    inFlight.current = true;
    const pieces = draftText.current.pieces(value);
    if (now) return send(value, runNow(pieces), seq);
    slicing.current = sliced(pieces, (done) => {
      slicing.current = null;
      send(value, done, seq);
    });
  };

  const keepMine = (theirs: number | null) => {
    blocked.current = false;
    revision.current = theirs;
    lastValue.current = null;
    lastPieces.current = null;
    saveNow.current();
  };
  const loadTheirs = () => {
    blocked.current = false;
    read().catch((err: unknown) => setBase({ kind: 'failed', message: err instanceof Error ? err.message : String(err) }));
  };

  // A change is saved a moment later, when the browser is idle: typing never waits for a serialisation.
  useEffect(() => {
    if (!loaded) return;
    let cancelIdle: (() => void) | null = null;
    const timer = setTimeout(() => {
      cancelIdle = whenIdle(() => saveNow.current());
    }, SAVE_DELAY_MS);
    return () => {
      clearTimeout(timer);
      cancelIdle?.();
    };
  }, [content, loaded]);

  // What a send recorded goes to disk now: outcomes must not wait for the typing pause. The first run (the
  // value as mounted or as loaded with the draft) is not a change.
  const atOnce = options.job ? options.job.state : options.saveAtOnceOn;
  const seenAtOnce = useRef<{ value: unknown } | null>(null);
  useEffect(() => {
    if (!loaded) return;
    if (seenAtOnce.current === null || seenAtOnce.current.value === atOnce) {
      seenAtOnce.current = { value: atOnce };
      return;
    }
    seenAtOnce.current = { value: atOnce };
    saveNow.current(true);
  }, [atOnce, loaded]);

  // Leaving the screen saves what the timer has not saved yet.
  const loadedRef = useRef(loaded);
  loadedRef.current = loaded;
  useEffect(() => {
    // Closing or reloading the window does not unmount the screen: save on pagehide too (best effort).
    const onHide = () => {
      if (loadedRef.current) saveNow.current(true);
    };
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      onHide();
      slicing.current?.();
    };
  }, []);

  const saveDurably = useCallback((): Promise<void> => {
    if (!loadedRef.current) return Promise.reject(new DraftNotSavedError('notLoaded'));
    if (blocked.current) return Promise.reject(new DraftNotSavedError('conflict'));
    if (!sameProfile()) return Promise.reject(new DraftNotSavedError('otherProfile'));
    const seq = contentSeq.current;
    if (durable.current.holds(seq)) return Promise.resolve();
    const wait = durable.current.wait(seq);
    // Content taken as saved without a save (just cleared) is sent all the same: the caller needs it on disk.
    if (!inFlight.current) lastValue.current = null;
    saveNow.current(true);
    return wait;
  }, [sameProfile]);

  const persistWith = options.job?.persistWith;
  useEffect(() => {
    persistWith?.(saveDurably);
    return () => persistWith?.(null);
  }, [persistWith, saveDurably]);

  const clear = useCallback(async () => {
    // The content as it stands when discarded is not saved again; what follows it (the emptied screen, typing)
    // is, once the delete is done, as a new draft: never as a change to the revision just deleted.
    const discarded = latest.current;
    clearing.current = true;
    again.current = false;
    if (slicing.current) {
      slicing.current();
      slicing.current = null;
      inFlight.current = false;
    }
    try {
      await flight.current;
      await bridge.call('drafts.delete', { name });
      revision.current = null;
      lastPieces.current = null;
      lastValue.current = discarded;
      blocked.current = false;
      setBase({ kind: 'idle', savedAt: null });
    } finally {
      clearing.current = false;
      if (again.current) {
        again.current = false;
        saveNow.current();
      }
    }
  }, [bridge, name]);

  const state: DraftState = base.kind === 'idle' && damaged ? { ...base, damaged, dismissDamaged: () => setDamaged(null) } : base;
  return { state, loaded, clear, saveDurably };
}
