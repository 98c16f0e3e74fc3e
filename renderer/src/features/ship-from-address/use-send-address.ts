// Sending the address as a one-row updateShipFromAddress job and reading its outcome: success clears the
// draft and remembers the entry; a refusal goes onto the field it concerns; nothing typed is ever cleared.
import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { OperationBody, OperationInput } from '../../../../shared/catalogue';
import type { JobRow, JobSummary } from '../../../../shared/ipc';
import { isJobRunning, useJobResult } from '../../api/job-result';
import { useBridge } from '../../bridge/context';
import { startJob } from '../../bridge/operations';
import { applyIssues } from '../../forms/use-operation-form';
import { VENDOR_ERROR } from './components/AddressField';
import { deleteFormDraft, loadRecent, saveRecent, withRecent, type RecentEntry } from './drafts';
import { refusalOf, type FormField } from './fields';

type Input = OperationInput<'updateShipFromAddress'>;
type Form = UseFormReturn<Input, unknown, OperationBody<'updateShipFromAddress'>>;

export type Outcome =
  | { kind: 'sending' }
  | { kind: 'succeeded'; row: JobRow }
  | { kind: 'refused'; row: JobRow; field: FormField | null }
  | { kind: 'invalid'; row: JobRow }
  | { kind: 'unknown'; row: JobRow }
  | { kind: 'halted'; job: JobSummary }
  | { kind: 'start-failed'; error: unknown };

export function useSendAddress(form: Form, onSent: (recent: RecentEntry[]) => void) {
  const bridge = useBridge();
  const intl = useIntl();
  const [jobId, setJobId] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const sentValues = useRef<Input | null>(null);
  const handled = useRef<string | null>(null);
  const result = useJobResult(jobId);

  useEffect(() => {
    const job = result.data?.job;
    if (!job || !jobId || isJobRunning(job) || handled.current === jobId) return;
    handled.current = jobId;
    const row = result.data?.rows[0];
    if (!row) {
      setOutcome({ kind: 'halted', job });
      return;
    }
    if (row.status === 'succeeded') {
      const values = sentValues.current;
      setOutcome({ kind: 'succeeded', row });
      // The address is stored: what is on screen is now the saved state, not an unsent change.
      if (values) form.reset(values, { keepValues: true });
      void (async () => {
        await deleteFormDraft(bridge);
        if (!values) return;
        const entry = { sid: String(values.sid), id: String(values.id), alias: String(values.alias_name ?? '') };
        const list = withRecent(await loadRecent(bridge), entry);
        await saveRecent(bridge, list);
        onSent(list);
      })();
    } else if (row.status === 'invalid') {
      applyIssues(form, row.issues ?? []);
      setOutcome({ kind: 'invalid', row });
    } else if (row.status === 'unknown') {
      setOutcome({ kind: 'unknown', row });
    } else if (row.status === 'failed') {
      const { field } = refusalOf(row.reason);
      if (field) {
        form.setError(field, { type: VENDOR_ERROR, message: row.reason ?? '' });
        // Focus after this effect has finished: moving focus inside React's commit re-enters its work loop.
        setTimeout(() => form.setFocus(field), 0);
      }
      setOutcome({ kind: 'refused', row, field });
    } else {
      setOutcome({ kind: 'halted', job });
    }
  }, [result.data, jobId, form, bridge, onSent]);

  const send = form.handleSubmit(async () => {
    const values = form.getValues();
    sentValues.current = values;
    setOutcome({ kind: 'sending' });
    try {
      const job = await startJob(bridge, 'updateShipFromAddress', [{ key: `${String(values.sid)}:${String(values.id)}`, input: values }], {
        label: intl.formatMessage({ id: 'shipFrom.jobLabel' }, { alias: String(values.alias_name ?? ''), id: String(values.id) }),
      });
      handled.current = null;
      setJobId(job.jobId);
    } catch (error) {
      setOutcome({ kind: 'start-failed', error });
    }
  });

  return { send, outcome, jobId, sending: outcome?.kind === 'sending' || (jobId !== null && isJobRunning(result.data?.job) && handled.current !== jobId) };
}
