// A job's label as a message id and its values: stored so in the journal, it reads in the language of whoever
// looks at the job later (Activity formats it then), never in the language it was started in.
import type { IntlShape } from 'react-intl';
import type { JobLabelMessage, JobSummary } from '../../../shared/ipc';
import type { MessageId } from '../i18n/catalogue';

export interface JobLabel extends JobLabelMessage {
  readonly id: MessageId;
}

/**
 * The label of a job started from a screen. A blank value (a store not typed yet) becomes a dash: the journal
 * refuses blank values, and a label must never stop a send.
 */
export function jobLabel(id: MessageId, values: Readonly<Record<string, string | number>> = {}): JobLabel {
  const clean: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(values)) clean[k] = typeof v === 'string' ? v.trim().slice(0, 200) || '—' : v;
  return { id, values: clean };
}

/**
 * A job's name in the reader's language: a label given as a message id is formatted now (the language it was
 * started in does not matter); a text label as typed; else the job id. An id this build does not know (a newer
 * version wrote it) shows as the job id.
 */
export function jobName(job: Pick<JobSummary, 'label' | 'labelMessage' | 'jobId'>, intl?: IntlShape): string {
  const m = job.labelMessage;
  if (m && intl && Object.hasOwn(intl.messages, m.id)) return intl.formatMessage({ id: m.id as MessageId }, m.values);
  return job.label ?? job.jobId;
}
