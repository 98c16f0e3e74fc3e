// A screen's work autosaved through the main process (drafts.save / drafts.load): loaded once on mount, then
// saved a moment after each change and at once when the screen is left, so a reload, a restart or a crash
// loses at most the last second of typing. Drafts live in the active profile's folder (one per screen).
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import type { OperationId } from '../../../../../shared/catalogue';
import type { JsonValue, MethodOutput } from '../../../../../shared/ipc';
import { ipcKey } from '../../../api/keys';
import { BridgeError } from '../../../bridge/client';
import { useBridge } from '../../../bridge/context';

export type DraftState = { kind: 'loading' } | { kind: 'idle'; savedAt: string | null } | { kind: 'saving' } | { kind: 'failed'; message: string };

const SAVE_DELAY_MS = 600;

export interface DraftHandle {
  state: DraftState;
  /** True once the stored draft (if any) was handed to onLoad: edits before that are not saved over it. */
  loaded: boolean;
  /** Deletes the stored draft; the current content is not saved again until it changes. */
  clear(): Promise<void>;
}

export function useDraft<T extends JsonValue>(name: string, operation: OperationId | null, content: T, schema: z.ZodType<T>, onLoad: (content: T) => void): DraftHandle {
  const bridge = useBridge();
  const qc = useQueryClient();
  // Drafts live in the active profile's folder: a save that would land after a profile switch (the timer, or
  // the flush when the screen is remounted for the new profile) is dropped rather than written into the other
  // profile's drafts.
  const profileAtMount = useRef(qc.getQueryData<MethodOutput<'profiles.list'>>(ipcKey('profiles.list', {}))?.activeId ?? null);
  const sameProfile = useCallback(() => {
    const now = qc.getQueryData<MethodOutput<'profiles.list'>>(ipcKey('profiles.list', {}))?.activeId ?? null;
    // Mounted before the profile list arrived: the first profile seen is this screen's.
    if (profileAtMount.current === null) profileAtMount.current = now;
    return now === profileAtMount.current;
  }, [qc]);
  const [state, setState] = useState<DraftState>({ kind: 'loading' });
  const [loaded, setLoaded] = useState(false);
  const lastJson = useRef<string | null>(null);
  const latest = useRef(content);
  latest.current = content;
  const onLoadRef = useRef(onLoad);
  onLoadRef.current = onLoad;

  useEffect(() => {
    let live = true;
    bridge
      .call('drafts.load', { name })
      .then((draft) => {
        if (!live) return;
        // A draft is a file read back from disk: checked like any other input before it reaches the screen.
        const parsed = schema.safeParse(draft.content);
        if (parsed.success) {
          lastJson.current = JSON.stringify(parsed.data);
          onLoadRef.current(parsed.data);
        }
        setState({ kind: 'idle', savedAt: draft.savedAt });
      })
      .catch((err: unknown) => {
        if (!live) return;
        if (err instanceof BridgeError && err.code === 'NOT_FOUND') setState({ kind: 'idle', savedAt: null });
        else setState({ kind: 'failed', message: err instanceof Error ? err.message : String(err) });
      })
      .finally(() => live && setLoaded(true));
    return () => {
      live = false;
    };
  }, [bridge, name, schema]);

  const save = useCallback(() => {
    const json = JSON.stringify(latest.current);
    if (json === lastJson.current || !sameProfile()) return;
    lastJson.current = json;
    setState({ kind: 'saving' });
    bridge
      .call('drafts.save', { name, operation, content: latest.current })
      .then((info) => setState({ kind: 'idle', savedAt: info.savedAt }))
      .catch((err: unknown) => {
        lastJson.current = null;
        setState({ kind: 'failed', message: err instanceof Error ? err.message : String(err) });
      });
  }, [bridge, name, operation, sameProfile]);

  useEffect(() => {
    if (!loaded) return;
    const timer = setTimeout(save, SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [content, loaded, save]);

  // Leaving the screen saves what the timer has not saved yet.
  const saveRef = useRef(save);
  saveRef.current = save;
  const loadedRef = useRef(loaded);
  loadedRef.current = loaded;
  useEffect(() => {
    // Closing or reloading the window does not unmount the screen: save on pagehide too (best effort).
    const onHide = () => {
      if (loadedRef.current) saveRef.current();
    };
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      onHide();
    };
  }, []);

  const clear = useCallback(async () => {
    lastJson.current = JSON.stringify(latest.current);
    try {
      await bridge.call('drafts.delete', { name });
    } catch (err) {
      if (!(err instanceof BridgeError && err.code === 'NOT_FOUND')) throw err;
    }
    setState({ kind: 'idle', savedAt: null });
  }, [bridge, name]);

  return { state, loaded, clear };
}
