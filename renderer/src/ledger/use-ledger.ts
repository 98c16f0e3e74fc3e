// The React view of the page's ledger mirror (ledger-mirror.ts) for one write operation: the items a screen
// holds are asked for (once each), and the screen renders again when an entry or a job it names changes.
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useBridge } from '../bridge/context';
import type { WriteOperationId } from '../bridge/operations';
import type { ItemIdentity } from './identity';
import { ledgerMirror, type LedgerMirror } from './ledger-mirror';

export interface LedgerView {
  mirror: LedgerMirror;
  /** Changes whenever the mirror does: a memo over entries depends on it. */
  version: number;
}

export function useLedger(operation: WriteOperationId, identities: readonly (ItemIdentity | null)[]): LedgerView {
  const bridge = useBridge();
  const mirror = ledgerMirror(bridge, operation);
  const version = useSyncExternalStore(
    useCallback((l: () => void) => mirror.subscribe(l), [mirror]),
    () => mirror.version,
  );
  useEffect(() => {
    mirror.want(
      (function* () {
        for (const id of identities) if (id) yield id;
      })(),
    );
  }, [mirror, identities]);
  return { mirror, version };
}
