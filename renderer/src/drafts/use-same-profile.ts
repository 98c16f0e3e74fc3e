// Drafts live in the active profile's folder: a save that would land after a profile switch (the timer, or the
// flush when the screen is remounted for the new profile) is dropped rather than written into the other
// profile's drafts. This tells whether the profile active now is the one the screen was mounted under.
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import type { MethodOutput } from '../../../shared/ipc';
import { ipcKey } from '../api/keys';

const activeProfile = (qc: QueryClient) => qc.getQueryData<MethodOutput<'profiles.list'>>(ipcKey('profiles.list', {}))?.activeId ?? null;

export function useSameProfile(): () => boolean {
  const qc = useQueryClient();
  const profileAtMount = useRef(activeProfile(qc));
  return useCallback(() => {
    const now = activeProfile(qc);
    // Mounted before the profile list arrived: the first profile seen is this screen's.
    if (profileAtMount.current === null) profileAtMount.current = now;
    return now === profileAtMount.current;
  }, [qc]);
}
