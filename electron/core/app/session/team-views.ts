// The coordinator's status as the contract shows it: the server without credentials, operations by name.
import type { TeamStatus } from '../../../../shared/ipc';
import { findOperationByPath } from '../../../../shared/catalogue';
import type { CoordinationStatus } from '../../coordination/types';

export function teamStatusView(profileId: string | null, s: CoordinationStatus): TeamStatus {
  return {
    profileId,
    mode: s.mode,
    server: s.server,
    thisDesktop: s.thisDesktop,
    desktops: s.desktops,
    holders: s.holders.map((h) => ({ path: h.path, operation: findOperationByPath(h.path)?.id ?? null, desktopName: h.desktopName, mine: h.mine })),
    warning: s.warning,
    since: new Date(s.since).toISOString(),
  };
}
