// Batch jobs of the active profile with live progress, and the journal's unfinished jobs.
import { useState } from 'react';
import type { JobSummary } from '../../../../shared/ipc';
import { Badge, ErrorLine, formatDuration, formatTime, Panel } from '../../components/ui';
import { keys, useBridgeMutation, useJobProgress, useJobs, useUnfinished } from '../../queries';
import { JobDetail } from './JobDetail';

const STATE_TONE = { running: 'info', cancelling: 'warn', finished: 'ok', cancelled: 'muted', halted: 'bad', interrupted: 'bad' } as const;

function ProgressBar({ job }: { job: JobSummary }) {
  const pct = (n: number) => `${job.total === 0 ? 0 : (100 * n) / job.total}%`;
  return (
    <div className="progress" role="progressbar" aria-valuemin={0} aria-valuemax={job.total} aria-valuenow={job.total - job.pending}>
      <span className="seg ok" style={{ width: pct(job.succeeded) }} />
      <span className="seg bad" style={{ width: pct(job.failed + job.invalid) }} />
      <span className="seg warn" style={{ width: pct(job.unknown) }} />
    </div>
  );
}

function JobRowView({ job, selected, onSelect }: { job: JobSummary; selected: boolean; onSelect: () => void }) {
  const progress = useJobProgress(job.jobId).data;
  const live = job.state === 'running' || job.state === 'cancelling';
  return (
    <tr data-job={job.jobId} className={selected ? 'active-row' : undefined} onClick={onSelect}>
      <td>
        <button type="button" className="link" onClick={onSelect}>
          {job.label ?? job.jobId}
        </button>
        <div className="op-zh">{formatTime(job.createdAt)}</div>
      </td>
      <td>
        <code>{job.operation}</code>
      </td>
      <td>
        <Badge tone={STATE_TONE[job.state]}>{job.state}</Badge>
      </td>
      <td className="progress-cell">
        <ProgressBar job={job} />
        <div className="op-zh job-counts">
          {job.total - job.pending}/{job.total} · {job.succeeded} ok · {job.failed} failed · {job.unknown} unknown
          {job.invalid > 0 ? ` · ${job.invalid} invalid` : ''}
        </div>
      </td>
      <td className="num">{live && progress ? `${progress.ratePerSecond.toFixed(1)} rows/s` : '—'}</td>
      <td className="num">{live && progress ? formatDuration(progress.etaSeconds) : '—'}</td>
    </tr>
  );
}

export function JobsScreen() {
  const jobs = useJobs();
  const unfinished = useUnfinished();
  const [selected, setSelected] = useState<string | null>(null);
  const reconcile = useBridgeMutation('journal.reconcile', [keys.unfinished, keys.jobs]);
  const resume = useBridgeMutation('journal.resume', [keys.unfinished, keys.jobs]);
  const list = jobs.data?.jobs ?? [];
  const current = list.find((j) => j.jobId === selected) ?? null;

  return (
    <>
      <h1>Batch jobs</h1>
      {(unfinished.data?.jobs ?? []).length > 0 ? (
        <Panel title="Unfinished jobs (from the journal)">
          <ErrorLine error={reconcile.error ?? resume.error} />
          <p className="hint">
            These jobs stopped before every row had an answer. Rows with an unknown outcome were sent but no answer came back:
            reconcile reads their state back where the service allows it; resume sends only rows never sent.
          </p>
          <table className="grid" aria-label="Unfinished jobs">
            <thead>
              <tr>
                <th>Job</th>
                <th>Operation</th>
                <th className="num">Pending</th>
                <th className="num">Unknown</th>
                <th>Actions</th>
              </tr>
            </thead>
            <tbody>
              {(unfinished.data?.jobs ?? []).map((j) => (
                <tr key={j.jobId}>
                  <td>{j.label ?? j.jobId}</td>
                  <td>
                    <code>{j.operation}</code>
                  </td>
                  <td className="num">{j.pending}</td>
                  <td className="num">{j.unknown}</td>
                  <td className="actions">
                    {j.unknown > 0 && j.reconcilable ? (
                      <button type="button" onClick={() => reconcile.mutate({ jobId: j.jobId })}>
                        Reconcile
                      </button>
                    ) : null}
                    {j.pending > 0 ? (
                      <button type="button" onClick={() => resume.mutate({ jobId: j.jobId })}>
                        Resume
                      </button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Panel>
      ) : null}
      <Panel title="Jobs of this session">
        <ErrorLine error={jobs.error} />
        {list.length === 0 ? (
          <p className="hint">No batch jobs yet on this profile.</p>
        ) : (
          <table className="grid" aria-label="Jobs">
            <thead>
              <tr>
                <th>Job</th>
                <th>Operation</th>
                <th>State</th>
                <th>Progress</th>
                <th className="num">Rate</th>
                <th className="num">ETA</th>
              </tr>
            </thead>
            <tbody>
              {list.map((j) => (
                <JobRowView key={j.jobId} job={j} selected={j.jobId === selected} onSelect={() => setSelected(j.jobId)} />
              ))}
            </tbody>
          </table>
        )}
      </Panel>
      {current ? <JobDetail key={current.jobId} job={current} /> : null}
    </>
  );
}
