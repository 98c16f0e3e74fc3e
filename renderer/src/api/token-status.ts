// The status bar's token state comes from two sources that can cross: the main process's `token.changed`
// events and reads of `status.token` (refetched after every mutating call). A read answered while a renewal
// was in flight can arrive after the event saying it ended; taken as it came, it left "renewing" on screen
// through a whole job. Each status carries the main process's revision: the newer of the two is kept.
import type { TokenStatus } from '../../../shared/ipc';

/** The status to show: the incoming one, unless what is held is a newer word on the same profile. */
export function newerTokenStatus(held: TokenStatus | undefined, incoming: TokenStatus): TokenStatus {
  if (!held || held.profileId !== incoming.profileId) return incoming;
  return incoming.revision >= held.revision ? incoming : held;
}
