// How a job is named and its state worded, for every part of the screen.
import { useIntl } from 'react-intl';
import { jobName } from '../../jobs/job-label';
import type { JobSummary } from '../../../../shared/ipc';
import type { Tone } from '../../components/Badge';
import type { MessageId } from '../../i18n/catalogue';

/**
 * States the screen knows a word for. A state added by the main process later (the journal's "damaged", say)
 * still shows, as its own name, until it gets a text here.
 */
const STATES: Partial<Record<string, { id: MessageId; tone: Tone }>> = {
  running: { id: 'activity.state.running', tone: 'info' },
  cancelling: { id: 'activity.state.cancelling', tone: 'warn' },
  finished: { id: 'activity.state.finished', tone: 'ok' },
  cancelled: { id: 'activity.state.cancelled', tone: 'muted' },
  halted: { id: 'activity.state.halted', tone: 'bad' },
  interrupted: { id: 'activity.state.interrupted', tone: 'bad' },
};

export function stateText(state: string): { id: MessageId; tone: Tone; values: Record<string, string> } {
  const known = STATES[state];
  return known ? { ...known, values: {} } : { id: 'activity.state.other', tone: 'warn', values: { state } };
}

/** The journal could not be read back whole: such a job is never sent again (it can be read, reconciled, decided). */
export const isDamaged = (job: Pick<JobSummary, 'damage'>) => job.damage !== null;

export { jobName } from '../../jobs/job-label';

/** `jobName` bound to the reader's locale. */
export function useJobName(): (job: Pick<JobSummary, 'label' | 'labelMessage' | 'jobId'>) => string {
  const intl = useIntl();
  return (job) => jobName(job, intl);
}
