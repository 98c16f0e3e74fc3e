// Un-pairing the selected lines (or ids pasted into the id grid): refuse what cannot be sent (with the reason), ask once with the count and
// the store(s) — a selection over several stores is split into one request per store only on that word —
// then start one cancelPairing job per store and platform.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useBridge } from '../../bridge/context';
import { startJob } from '../../bridge/operations';
import { useConfirm } from '../../components/ConfirmDialog';
import type { StartedUnpair } from './components/UnpairResults';
import { planPastedUnpair, planUnpair, type PastedUnpair, type UnpairPlan, type UnpairRefusal } from './unpair';
import type { ListingLine } from './types';

export interface UnpairState {
  started: StartedUnpair[];
  refused: UnpairRefusal[];
}

export function useUnpair() {
  const bridge = useBridge();
  const intl = useIntl();
  const confirm = useConfirm();
  const [state, setState] = useState<UnpairState | null>(null);
  const [busy, setBusy] = useState(false);

  /** Returns true when jobs were started (the caller clears the selection). */
  async function send(plan: UnpairPlan): Promise<boolean> {
    if (plan.groups.length === 0) {
      setState({ started: [], refused: plan.refused });
      return false;
    }
    const count = plan.groups.reduce((n, g) => n + g.items.length, 0);
    const target =
      plan.groups.length === 1
        ? (plan.groups[0]?.storeName ?? '')
        : intl.formatList(plan.groups.map((g) => intl.formatMessage({ id: 'listings.unpair.storeCount' }, { store: g.storeName, count: g.items.length })));
    const body = [
      plan.groups.length > 1 ? intl.formatMessage({ id: 'listings.unpair.split' }, { stores: plan.groups.length }) : null,
      plan.refused.length > 0 ? intl.formatMessage({ id: 'listings.unpair.refusedNote' }, { count: plan.refused.length }) : null,
      intl.formatMessage({ id: 'listings.unpair.consequence' }),
    ]
      .filter(Boolean)
      .join(' ');
    const ok = await confirm({
      title: intl.formatMessage({ id: plan.groups.length > 1 ? 'listings.unpair.titleStores' : 'listings.unpair.title' }, { count, stores: plan.groups.length }),
      count,
      target,
      body,
      confirmLabel: intl.formatMessage({ id: plan.groups.length > 1 ? 'listings.unpair.goStores' : 'listings.unpair.go' }, { count, stores: plan.groups.length }),
      danger: true,
    });
    if (!ok) return false;
    setBusy(true);
    const started: StartedUnpair[] = [];
    try {
      for (const group of plan.groups) {
        try {
          const job = await startJob(
            bridge,
            'cancelPairing',
            group.items.map((i) => ({ key: i.id, input: i.id })),
            {
              common: { platformCode: group.platformCode, storeId: group.storeId },
              label: intl.formatMessage({ id: 'listings.unpair.jobLabel' }, { count: group.items.length, store: group.storeName }),
            },
          );
          started.push({ group, jobId: job.jobId, error: null });
        } catch (error) {
          started.push({ group, jobId: null, error });
        }
      }
    } finally {
      setBusy(false);
      setState({ started, refused: plan.refused });
    }
    return true;
  }

  return {
    unpair: (lines: readonly ListingLine[]) => send(planUnpair(lines)),
    unpairPasted: (input: PastedUnpair) => send(planPastedUnpair(input)),
    state,
    busy,
    clear: () => setState(null),
  };
}
