// Jobs the journal holds unfinished (never-sent rows, rows without an answer, a damaged journal), each with
// what happened in plain words and the one action that settles it.
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { JobSummary, MethodOutput } from '../../../../../shared/ipc';
import { useIpcMutation } from '../../../api/mutations';
import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { Panel } from '../../../components/Panel';
import { useOperationTitle } from '../../../i18n/operation-title';
import { isDamaged, stateText, useJobName } from '../job-text';
import { DamageExplained } from './DamageExplained';
import { DecideDialog } from './DecideDialog';

function UnfinishedJob({ job, onOpen }: { job: JobSummary; onOpen: (jobId: string) => void }) {
  const title = useOperationTitle();
  const name = useJobName();
  const reconcile = useIpcMutation('journal.reconcile');
  const resume = useIpcMutation('journal.resume');
  const [result, setResult] = useState<MethodOutput<'journal.reconcile'> | null>(null);
  const [deciding, setDeciding] = useState(false);
  const state = stateText(job.state);
  return (
    <li className="unfinished-job" data-job={job.jobId}>
      <div className="row">
        <Button variant="link" onPress={() => onOpen(job.jobId)}>
          {name(job)}
        </Button>
        <span className="small muted">{title(job.operation)}</span>
        <Badge tone={state.tone}>
          <FormattedMessage id={state.id} values={state.values} />
        </Badge>
      </div>
      <ul className="explanations">
        {job.damage ? <DamageExplained damage={job.damage} /> : null}
        {job.pending > 0 && !isDamaged(job) ? (
          <li>
            <FormattedMessage id="activity.unfinished.pending" values={{ count: job.pending }} />
          </li>
        ) : null}
        {job.unknown > 0 ? (
          <li>
            <FormattedMessage id={job.reconcilable ? 'activity.unfinished.unknownReconcilable' : 'activity.unfinished.unknownManual'} values={{ count: job.unknown }} />
          </li>
        ) : null}
      </ul>
      <ErrorNotice error={reconcile.error ?? resume.error} />
      {result ? (
        <p className="small" role="status">
          <FormattedMessage id="activity.reconciled" values={result} />
        </p>
      ) : null}
      <div className="form-actions">
        {job.pending > 0 && !isDamaged(job) ? (
          <Button variant="primary" isDisabled={resume.isPending} onPress={() => resume.mutate({ jobId: job.jobId }, { onSuccess: (r) => onOpen(r.job.jobId) })}>
            <FormattedMessage id="activity.resume" />
          </Button>
        ) : null}
        {job.unknown > 0 && job.reconcilable ? (
          <Button isDisabled={reconcile.isPending} onPress={() => reconcile.mutate({ jobId: job.jobId }, { onSuccess: setResult })}>
            <FormattedMessage id="activity.reconcile" />
          </Button>
        ) : null}
        {job.unknown > 0 ? (
          <Button onPress={() => setDeciding(true)}>
            <FormattedMessage id="activity.decide" />
          </Button>
        ) : null}
      </div>
      {deciding ? <DecideDialog job={job} onClose={() => setDeciding(false)} onDecided={setResult} /> : null}
    </li>
  );
}

export interface UnreadableJournal {
  jobId: string;
  problem: string;
}

export function UnfinishedJobs({ jobs, unreadable, onOpen }: { jobs: readonly JobSummary[]; unreadable: readonly UnreadableJournal[]; onOpen: (jobId: string) => void }) {
  if (jobs.length === 0 && unreadable.length === 0) return null;
  return (
    <Panel id="unfinished" title={<FormattedMessage id="activity.unfinished.title" />}>
      <p className="hint unfinished-intro">
        <FormattedMessage id="activity.unfinished.intro" />
      </p>
      <ul className="unfinished-list">
        {jobs.map((j) => (
          <UnfinishedJob key={j.jobId} job={j} onOpen={onOpen} />
        ))}
      </ul>
      {unreadable.length > 0 ? (
        <section aria-labelledby="unreadable-heading" className="unreadable">
          <h3 id="unreadable-heading">
            <FormattedMessage id="activity.unreadable.title" />
          </h3>
          <p className="hint">
            <FormattedMessage id="activity.unreadable.body" />
          </p>
          <ul>
            {unreadable.map((u) => (
              <li key={u.jobId}>
                <code>{u.jobId}</code> <span lang="en">{u.problem}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </Panel>
  );
}
