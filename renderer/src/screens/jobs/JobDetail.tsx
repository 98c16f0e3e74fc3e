// One job's rows, paged and filtered, with cancel, retry of failed rows and export.
import { useState } from 'react';
import { ROW_STATUSES, type JobSummary } from '../../../../shared/ipc';
import { useBridge } from '../../bridge/context';
import { ErrorLine, Panel } from '../../components/ui';
import { keys, useBridgeMutation, useJob } from '../../queries';

const PAGE = 100;
type Filter = (typeof ROW_STATUSES)[number] | 'all';

export function JobDetail({ job }: { job: JobSummary }) {
  const bridge = useBridge();
  const [filter, setFilter] = useState<Filter>('all');
  const [offset, setOffset] = useState(0);
  const detail = useJob({ jobId: job.jobId, offset, limit: PAGE, ...(filter === 'all' ? {} : { status: filter }) });
  const cancel = useBridgeMutation('jobs.cancel', [keys.jobs]);
  const retry = useBridgeMutation('jobs.retryFailed', [keys.jobs]);
  const [exportError, setExportError] = useState<unknown>(null);
  const running = job.state === 'running' || job.state === 'cancelling';
  const matching = detail.data?.matching ?? 0;

  const download = async (format: 'csv' | 'json') => {
    setExportError(null);
    try {
      const file = await bridge.call('jobs.export', { jobId: job.jobId, format });
      const url = URL.createObjectURL(new Blob([file.content], { type: file.mimeType }));
      const a = document.createElement('a');
      a.href = url;
      a.download = file.filename;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (err) {
      setExportError(err);
    }
  };

  return (
    <Panel
      title={`Job ${job.label ?? job.jobId}`}
      actions={
        <>
          {running ? (
            <button type="button" className="danger" onClick={() => cancel.mutate({ jobId: job.jobId })} disabled={job.state === 'cancelling'}>
              Cancel
            </button>
          ) : null}
          {!running && job.failed > 0 ? (
            <button type="button" onClick={() => retry.mutate({ jobId: job.jobId })}>
              Retry failed rows
            </button>
          ) : null}
          <button type="button" onClick={() => void download('csv')}>
            Export CSV
          </button>
          <button type="button" onClick={() => void download('json')}>
            Export JSON
          </button>
        </>
      }
    >
      <ErrorLine error={detail.error ?? cancel.error ?? retry.error ?? exportError} />
      {job.error ? (
        <p className="bad-text">
          Stopped: {job.error.code}: {job.error.message}
        </p>
      ) : null}
      <div className="form-row">
        <label>
          Show
          <select
            value={filter}
            onChange={(e) => {
              setFilter(e.target.value as Filter);
              setOffset(0);
            }}
          >
            <option value="all">all rows</option>
            {ROW_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
        <span className="hint">
          {matching === 0 ? 'no rows' : `rows ${offset + 1}–${Math.min(offset + PAGE, matching)} of ${matching}`}
        </span>
        <button type="button" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE))}>
          Previous
        </button>
        <button type="button" disabled={offset + PAGE >= matching} onClick={() => setOffset(offset + PAGE)}>
          Next
        </button>
      </div>
      <table className="grid" aria-label="Job rows">
        <thead>
          <tr>
            <th>Row</th>
            <th>Status</th>
            <th>Reason</th>
            <th>Details</th>
          </tr>
        </thead>
        <tbody>
          {(detail.data?.rows ?? []).map((r) => (
            <tr key={r.key}>
              <td>
                <code>{r.key}</code>
              </td>
              <td>
                <span className={`status status-${r.status}`}>{r.status}</span>
              </td>
              <td>{r.reason ?? (r.issues ? r.issues.map((i) => `${i.path}: ${i.message}`).join('; ') : '')}</td>
              <td className="op-zh">
                {[r.code, r.requestId ? `request ${r.requestId}` : null, ...Object.entries(r.info ?? {}).map(([k, v]) => `${k} ${v}`)]
                  .filter(Boolean)
                  .join(' · ')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Panel>
  );
}
