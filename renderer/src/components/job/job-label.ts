// A job's label as a message id and its values: stored so in the journal, it reads in the language of whoever
// looks at the job later (Activity formats it then), never in the language it was started in.
import type { JobLabelMessage } from '../../../../shared/ipc';
import type { MessageId } from '../../i18n/catalogue';

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
