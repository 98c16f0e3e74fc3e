// Sending the address through the one job lifecycle (useBulkJob): the form is one item, sent as a one-row
// updateShipFromAddress job after the confirmation. The form as typed and the jobs of its last send are kept in
// the screen's draft (per profile); what was sent is the ledger's, so the outcome and the lock survive
// navigation, a reload and a restart, and the same address applied from anywhere shows as applied here. A
// refusal goes onto the field it concerns and nothing typed is cleared; success locks the form until "Start a
// new one".
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { z } from 'zod';
import type { OperationBody, OperationInput } from '../../../../shared/catalogue';
import { ipcQuery } from '../../api/queries';
import { useBridge } from '../../bridge/context';
import { jobRecord, useBulkJob, type IdentifiedItem, jobLabel } from '../../components/job';
import { useDraft } from '../../drafts/use-draft';
import { identityOf } from '../../ledger/identity';
import { applyIssues } from '../../forms/use-operation-form';
import { VENDOR_ERROR } from './components/AddressField';
import { FORM_DRAFT, isFirstRecent, loadRecent, recentEntryOf, saveRecent, withRecent, type FormValues, type RecentEntry } from './drafts';
import { FORM_FIELDS } from './fields';
import { ADDRESS_ITEM, isLocked, outcomeOf } from './outcome';

type Input = OperationInput<'updateShipFromAddress'>;
type Form = UseFormReturn<Input, unknown, OperationBody<'updateShipFromAddress'>>;

const valuesSchema = z.record(z.string().max(40), z.string().max(1000));
/** The form as typed and the jobs of its last send (drafts saved before the ledger held a copy of what was sent: dropped). */
export const shipFromDraft = z.object({ values: valuesSchema, job: jobRecord.nullable().catch(null) });
export type ShipFromDraft = z.infer<typeof shipFromDraft>;

export function plainValues(values: Partial<Record<string, unknown>>): FormValues {
  const plain: FormValues = {};
  for (const k of FORM_FIELDS) {
    const v = values[k];
    if (v !== undefined && v !== null) plain[k] = String(v);
  }
  return plain;
}

export function useSendAddress(form: Form, recent: { onSaved(entries: RecentEntry[]): void; empty: Input }) {
  const bridge = useBridge();
  const intl = useIntl();
  const watched = form.watch();
  const json = JSON.stringify(plainValues(watched as Record<string, unknown>));
  const values = useMemo(() => JSON.parse(json) as FormValues, [json]);
  const empty = recent.empty;
  const items = useMemo<IdentifiedItem[]>(() => [{ id: ADDRESS_ITEM, values, identity: identityOf('updateShipFromAddress', null, { ...empty, ...values }) }], [values, empty]);
  const entryName = `${values.alias_name ?? ''} · ${intl.formatMessage({ id: 'shipFrom.recent.where' }, { sid: values.sid ?? '', id: values.id ?? '' })}`;

  const bulk = useBulkJob({
    operation: 'updateShipFromAddress',
    items,
    inputOf: (i) => ({ ...recent.empty, ...i.values }),
    label: jobLabel('shipFrom.jobLabel', { alias: values.alias_name ?? '', id: values.id ?? '' }),
    target: intl.formatMessage({ id: 'shipFrom.recent.where' }, { sid: values.sid ?? '', id: values.id ?? '' }),
    describe: () => entryName,
    exportName: 'ship-from-address',
    confirmText: () => ({
      title: intl.formatMessage({ id: 'shipFrom.confirm.title' }),
      body: intl.formatMessage({ id: 'shipFrom.confirm.body' }),
      confirmLabel: intl.formatMessage({ id: 'shipFrom.send' }),
    }),
  });
  const { restore, reset, record } = bulk;
  const content = useMemo<ShipFromDraft>(() => ({ values: { ...values }, job: record }), [values, record]);
  const draft = useDraft(FORM_DRAFT, 'updateShipFromAddress', content, shipFromDraft, (d) => {
    form.reset({ ...recent.empty, ...plainValues(d.values) } as Input, { keepDefaultValues: true });
    if (d.job) restore(d.job);
  }, { job: bulk });

  const planned = bulk.plan.items.get(ADDRESS_ITEM);
  const job = bulk.job;
  // The last send's row: the main side's verdict on a row it found invalid (never sent, so not in the ledger).
  const lastJob = record.last.at(-1) ?? null;
  const lastRows = useQuery({ ...ipcQuery(bridge, 'jobs.get', { jobId: lastJob ?? '-', limit: 1 }), enabled: lastJob !== null });
  const lastRow = lastRows.data?.rows[0] ?? null;
  const outcome = outcomeOf(planned, job, lastRow);
  const locked = isLocked(planned, bulk.live);

  // A refusal goes onto its field once per job; the field gets the focus so the user can correct it.
  const marked = useRef<string | null>(null);
  useEffect(() => {
    if (!planned?.jobId || marked.current === planned.jobId) return;
    if (outcome?.kind === 'refused' && outcome.field) {
      marked.current = planned.jobId;
      const field = outcome.field;
      // The message is the vendor's words (the core keeps them apart from its code), shown as they came.
      form.setError(field, { type: VENDOR_ERROR, message: outcome.reason ?? '' });
      // Focus after this effect: moving focus inside React's commit re-enters its work loop.
      setTimeout(() => form.setFocus(field), 0);
    } else if (outcome?.kind === 'invalid' && lastJob && marked.current !== lastJob) {
      marked.current = lastJob;
      applyIssues(form, lastRow?.issues ?? []);
    }
  }, [planned, outcome, form, lastJob, lastRow]);

  // An applied entry is remembered among the recent ones (once: it is then first in the list).
  useEffect(() => {
    const entry = recentEntryOf(values);
    if (outcome?.kind !== 'succeeded' || !entry) return;
    let live = true;
    void (async () => {
      const list = await loadRecent(bridge);
      if (isFirstRecent(list, entry)) return;
      const next = withRecent(list, entry);
      await saveRecent(bridge, next);
      if (live) recent.onSaved(next);
    })().catch(() => undefined);
    return () => {
      live = false;
    };
  }, [outcome?.kind, values, bridge, recent]);

  const send = form.handleSubmit(async () => {
    await bulk.send();
  });

  /** "Start a new one" (after a send) or "Discard draft": the form emptied, the ledger and the draft cleared. */
  const startNew = async (initial: Input) => {
    reset();
    marked.current = null;
    form.reset(initial);
    await draft.clear();
  };

  return { bulk, send, outcome, locked, draft, startNew, sending: bulk.live || outcome?.kind === 'sending' };
}
