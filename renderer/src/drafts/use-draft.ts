// The React view of a screen's draft (draft-store.ts): the store made once per screen, the screen's content
// handed to it as it renders, the stored draft shown as the screen is drawn (so the early-input rule decides
// with the focus as it is), a save at once when the page is hidden or the screen left.
import { useCallback, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { z } from 'zod';
import type { OperationId } from '../../../shared/catalogue';
import type { JsonValue } from '../../../shared/ipc';
import { useBridge } from '../bridge/context';
import type { DraftHandle, DraftList, DraftOptions } from './draft-state';
import { DraftStore } from './draft-store';
import { useSameProfile } from './use-same-profile';

export type { DraftHandle, DraftList, DraftOptions, DraftState } from './draft-state';

/** Screens mark a field with its path in the draft (`data-draft-field="extra.store_id"`): the early-input rule never writes into the one the user is in. */
export const DRAFT_FIELD = 'data-draft-field';

function focusedDraftPath(): string | null {
  const active = typeof document === 'undefined' ? null : document.activeElement;
  return active?.closest(`[${DRAFT_FIELD}]`)?.getAttribute(DRAFT_FIELD) ?? null;
}

export function useDraft<T extends JsonValue>(
  name: string,
  operation: OperationId | null,
  content: T,
  schema: z.ZodType<T>,
  onLoad: (content: T) => void,
  options: DraftOptions & { list?: DraftList<T> } = {},
): DraftHandle {
  const bridge = useBridge();
  const sameProfile = useSameProfile();
  const onLoadRef = useRef(onLoad);
  onLoadRef.current = onLoad;
  const [store] = useState(
    () => new DraftStore<T>({ bridge, name, operation, schema, ...(options.list ? { list: options.list } : {}), mounted: content, sameProfile, onLoad: (c) => onLoadRef.current(c) }),
  );
  const snapshot = useSyncExternalStore(
    useCallback((l: () => void) => store.subscribe(l), [store]),
    () => store.current(),
  );

  useLayoutEffect(() => {
    store.setContent(content);
  }, [store, content]);
  // The stored draft arrived: shown now, as the screen is drawn, with the focus as it is at this moment.
  useLayoutEffect(() => {
    if (store.hasArrival) store.applyArrival(focusedDraftPath());
  }, [store, snapshot]);

  useEffect(() => {
    store.load();
    // Closing or reloading the window does not unmount the screen: save on pagehide too (best effort).
    const onHide = () => store.flushNow();
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      store.dispose();
    };
  }, [store]);

  // What a send recorded (the job record) goes to disk now: it must not wait for the typing pause. The first
  // value (as mounted, or as loaded) is not a change.
  const atOnce = options.job ? options.job.record : options.saveAtOnceOn;
  const seenAtOnce = useRef<{ value: unknown } | null>(null);
  useEffect(() => {
    if (!snapshot.loaded) return;
    if (seenAtOnce.current === null || seenAtOnce.current.value === atOnce) {
      seenAtOnce.current = { value: atOnce };
      return;
    }
    seenAtOnce.current = { value: atOnce };
    store.flushNow();
  }, [atOnce, snapshot.loaded, store]);

  const saveDurably = useCallback(() => store.saveDurably(), [store]);
  const persistWith = options.job?.persistWith;
  useEffect(() => {
    persistWith?.(saveDurably);
    return () => persistWith?.(null);
  }, [persistWith, saveDurably]);

  const clear = useCallback(() => store.clear(), [store]);
  return { state: snapshot.state, loaded: snapshot.loaded, clear, saveDurably };
}
