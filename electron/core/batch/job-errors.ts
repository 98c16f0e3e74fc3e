// Why a job call was refused, typed so the IPC layer can answer NOT_FOUND or CONFLICT (never INTERNAL).
import type { JobDamage } from '../../../shared/ipc/operations';

export class JobError extends Error {
  override readonly name = 'JobError';
  constructor(
    readonly kind: 'not-found' | 'conflict',
    message: string,
    readonly jobId: string,
    /** Set when the conflict is a damaged journal: what it lost. */
    readonly damage: JobDamage | null = null,
  ) {
    super(message);
  }
}

export const jobNotFound = (jobId: string) => new JobError('not-found', `No job "${jobId}".`, jobId);

/** A caller-chosen job id already names a job: the start it stands for was made already. */
export const jobTaken = (jobId: string) => new JobError('conflict', `Job ${jobId} exists already; it is not started again.`, jobId);

export const jobBusy = (jobId: string, doing: string) =>
  new JobError('conflict', `Job ${jobId} is ${doing}; wait for it to end (or cancel it) first.`, jobId);

export const jobDamaged = (jobId: string, damage: JobDamage) =>
  new JobError(
    'conflict',
    `Job ${jobId} cannot send again: its journal is damaged (${damage.problems.map((p) => p.message).join('; ')}). ` +
      'Settle its unknown rows, export it, and start the rows still to do as a new job.',
    jobId,
    damage,
  );
