// Un-pairing the selected lines or pasted ids through the one job lifecycle (useBulkJob): refusals before
// sending (with the reason), one confirmation listing the ids with the count and the store(s), one job per
// store and platform, progress, cancel and results on this screen, retry of failures only with the user's
// word. The draft keeps the pasted ids and the jobs of the last send; what was sent is the ledger's, so an id
// applied from anywhere is never offered again, and the results panel shows the last send's jobs alone.
import { useCallback, useMemo, useRef, useState } from 'react';
import type { JobRow } from '../../../../shared/ipc';
import { useIntl } from 'react-intl';
import { z } from 'zod';
import { jobRecord, useBulkJob, type IdentifiedItem, jobLabel } from '../../components/job';
import { useDraft } from '../../drafts/use-draft';
import { identityOf } from '../../ledger/identity';
import type { GridRow } from '../../components/grid/model/types';
import { planPastedUnpair, planUnpair, type UnpairRefusal } from './unpair';
import { describeItem, groupKeyOf, storesOf, unpairItems } from './unpair-items';
import type { ListingLine } from './types';

export const UNPAIR_DRAFT = 'listings unpair';

const cells = z.record(z.string().max(200), z.string().max(200));
export const unpairDraft = z.object({
  pasted: z.object({ storeId: z.string().max(200), platform: z.string().max(50), rows: z.array(z.object({ id: z.string().min(1).max(200), values: cells })).max(10_000) }),
  job: jobRecord.nullable().catch(null),
});
export type UnpairDraft = z.infer<typeof unpairDraft>;
export type PastedIds = UnpairDraft['pasted'];

let rowCounter = 0;
export const blankIdRows = (n: number): GridRow[] => Array.from({ length: n }, () => ({ id: `u${Date.now().toString(36)}${(++rowCounter).toString(36)}`, values: {} }));

export function pastedItems(p: PastedIds) {
  return planPastedUnpair({ storeId: p.storeId, platformCode: p.platform, items: p.rows.map((r) => ({ rowId: r.id, id: r.values.id ?? '' })) });
}

export function useUnpair(selected: readonly ListingLine[]) {
  const intl = useIntl();
  const [pasted, setPasted] = useState<PastedIds>(() => ({ storeId: '', platform: '', rows: blankIdRows(5) }));
  const [refused, setRefused] = useState<UnpairRefusal[]>([]);
  // The refusals of the send being confirmed (state set in the same press is not seen by its confirmation).
  const refusedNow = useRef(0);
  const selection = useMemo(() => unpairItems(planUnpair(selected)), [selected]);
  const fromPasted = useMemo(() => unpairItems(pastedItems(pasted)), [pasted]);
  const items = useMemo<IdentifiedItem[]>(() => {
    const seen = new Set<string>();
    return [...selection, ...fromPasted]
      .filter((i) => (seen.has(i.id) ? false : (seen.add(i.id), true)))
      .map((i) => ({ ...i, identity: identityOf('cancelPairing', { platformCode: i.values.platform ?? '', storeId: i.values.store ?? '' }, i.values.id ?? '') }));
  }, [selection, fromPasted]);

  const bulk = useBulkJob({
    operation: 'cancelPairing',
    items,
    inputOf: (i) => i.values.id ?? '',
    groupOf: (i) => ({
      key: groupKeyOf(i),
      common: { platformCode: i.values.platform ?? '', storeId: i.values.store ?? '' },
      label: (count) => jobLabel('listings.unpair.jobLabel', { count, store: i.values.storeName || i.values.store || '' }),
    }),
    label: jobLabel('listings.result.title'),
    target: '',
    describe: describeItem,
    exportName: 'unpair',
    confirmText: (sending) => {
      const stores = storesOf(sending);
      const count = sending.length;
      return {
        title: intl.formatMessage({ id: stores.length > 1 ? 'listings.unpair.titleStores' : 'listings.unpair.title' }, { count, stores: stores.length }),
        target: stores.length === 1 ? (stores[0]?.store ?? '') : intl.formatList(stores.map((s) => intl.formatMessage({ id: 'listings.unpair.storeCount' }, s))),
        body: [
          stores.length > 1 ? intl.formatMessage({ id: 'listings.unpair.split' }, { stores: stores.length }) : null,
          refusedNow.current > 0 ? intl.formatMessage({ id: 'listings.unpair.refusedNote' }, { count: refusedNow.current }) : null,
          intl.formatMessage({ id: 'listings.unpair.consequence' }),
        ]
          .filter(Boolean)
          .join(' '),
        confirmLabel: intl.formatMessage({ id: stores.length > 1 ? 'listings.unpair.goStores' : 'listings.unpair.go' }, { count, stores: stores.length }),
        danger: true,
      };
    },
  });

  const { restore, record } = bulk;
  const content = useMemo<UnpairDraft>(() => ({ pasted: { ...pasted, rows: pasted.rows.map((r) => ({ id: r.id, values: { ...r.values } })) }, job: record }), [pasted, record]);
  const draft = useDraft(UNPAIR_DRAFT, 'cancelPairing', content, unpairDraft, (d) => {
    setPasted(d.pasted.rows.length > 0 ? d.pasted : { ...d.pasted, rows: blankIdRows(5) });
    if (d.job) restore(d.job);
  }, { job: bulk });

  const offered = useMemo(() => new Set(bulk.toSend.map((i) => i.id)), [bulk.toSend]);
  /** The selected lines that would go out now (applied, unknown or running ones are not offered). */
  const selectionOffered = selection.filter((i) => offered.has(i.id));
  const pastedOffered = fromPasted.filter((i) => offered.has(i.id));
  /** The selected lines un-paired before (or maybe): offered only through "un-pair again" (re-paired since). */
  const againIds = useMemo(() => new Set(bulk.plan.again), [bulk.plan.again]);
  const selectionAgain = selection.filter((i) => againIds.has(i.id));

  /** Resolves true when jobs were started (the caller clears the selection). */
  const unpairSelected = async (): Promise<boolean> => {
    const no = planUnpair(selected).refused;
    refusedNow.current = no.length;
    setRefused(no);
    return bulk.send(selectionOffered.map((i) => i.id));
  };
  const unpairAgain = async (): Promise<boolean> => bulk.sendAgain(selectionAgain.map((i) => i.id));
  const unpairPasted = async (): Promise<boolean> => {
    const no = pastedItems(pasted).refused;
    refusedNow.current = no.length;
    setRefused(no);
    return bulk.send(pastedOffered.map((i) => i.id));
  };

  // The results table names an id as the screen does (its MSKU and store), where the screen still holds it.
  const names = useRef(new Map<string, string>());
  for (const i of items) names.current.set(i.id, describeItem(i));
  const nameOf = useCallback((row: JobRow) => names.current.get(row.key) ?? null, []);

  return { bulk, draft, pasted, setPasted, refused, clearRefused: () => setRefused([]), selectionOffered, selectionAgain, pastedOffered, unpairSelected, unpairAgain, unpairPasted, nameOf };
}

export type Unpair = ReturnType<typeof useUnpair>;
