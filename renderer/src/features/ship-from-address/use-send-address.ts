// Sending the address through the one job lifecycle (useBulkJob): the form is one item, sent as a one-row
// updateShipFromAddress job after the confirmation. The form and what was sent are kept in the screen's draft
// (per profile), so the outcome and the lock survive navigation, a reload and a restart. A refusal goes onto
// the field it concerns and nothing typed is cleared; success locks the form until "Start a new one".
import { useEffect, useMemo, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { z } from 'zod';
import type { OperationBody, OperationInput } from '../../../../shared/catalogue';
import { useBridge } from '../../bridge/context';
import { jobDraft, toJobDraft, useBulkJob, type PlanItem, jobLabel } from '../../components/job';
import { useDraft } from '../../components/drafts/useDraft';
import { applyIssues } from '../../forms/use-operation-form';
import { VENDOR_ERROR } from './components/AddressField';
import { FORM_DRAFT, loadRecent, saveRecent, withRecent, type FormValues, type RecentEntry } from './drafts';
import { FORM_FIELDS } from './fields';
import { ADDRESS_ITEM, isLocked, outcomeOf } from './outcome';

type Input = OperationInput<'updateShipFromAddress'>;
type Form = UseFormReturn<Input, unknown, OperationBody<'updateShipFromAddress'>>;

const valuesSchema = z.record(z.string().max(40), z.string().max(1000));
/** The form as typed and the lifecycle's ledger; drafts saved before the ledger have no `job`. */
export const shipFromDraft = z.object({ values: valuesSchema, job: jobDraft.nullable().catch(null) });
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
  const items = useMemo<PlanItem[]>(() => [{ id: ADDRESS_ITEM, values }], [values]);
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
  const { restore, reset } = bulk;
  const content = useMemo<ShipFromDraft>(() => ({ values: { ...values }, job: toJobDraft(bulk.state) }), [values, bulk.state]);
  const draft = useDraft(FORM_DRAFT, 'updateShipFromAddress', content, shipFromDraft, (d) => {
    form.reset({ ...recent.empty, ...plainValues(d.values) } as Input, { keepDefaultValues: true });
    if (d.job) restore(d.job);
  }, { job: bulk });

  const planned = bulk.plan.items.get(ADDRESS_ITEM);
  const job = bulk.job?.job ?? null;
  const outcome = outcomeOf(planned, job);
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
    } else if (outcome?.kind === 'invalid') {
      marked.current = planned.jobId;
      applyIssues(form, planned.issues ?? []);
    }
  }, [planned, outcome, form]);

  // An applied entry is remembered among the recent ones (once: it is then first in the list).
  useEffect(() => {
    if (outcome?.kind !== 'succeeded' || !values.sid || !values.id) return;
    const entry = { sid: values.sid, id: values.id, alias: values.alias_name ?? '' };
    let live = true;
    void (async () => {
      const list = await loadRecent(bridge);
      const first = list[0];
      if (first && first.sid === entry.sid && first.id === entry.id && first.alias === entry.alias) return;
      const next = withRecent(list, entry);
      await saveRecent(bridge, next);
      if (live) recent.onSaved(next);
    })().catch(() => undefined);
    return () => {
      live = false;
    };
  }, [outcome?.kind, values.sid, values.id, values.alias_name, bridge, recent]);

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
