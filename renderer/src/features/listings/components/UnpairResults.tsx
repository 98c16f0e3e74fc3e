// The outcome of an un-pairing: per store, each id's result as the job reports it (the vendor's reason as it
// came, with its translation), and the lines refused before sending with the reason. When a job ends the
// listings are read again so the pairing column shows the new state.
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import type { JobRow } from '../../../../../shared/ipc';
import { isJobLive } from '../../../api/job-live';
import { useJobResult } from '../../../api/job-result';
import { Badge, type Tone } from '../../../components/Badge';
import { ErrorNotice, VendorReason } from '../../../components/ErrorNotice';
import { JobProgressBar } from '../../../components/ProgressBar';
import type { UnpairGroup, UnpairRefusal } from '../unpair';
import { pairingFieldMessage } from './PairingFieldHelp';

export interface StartedUnpair {
  group: UnpairGroup;
  jobId: string | null;
  error: unknown;
}

/** The meaning of a per-id outcome, from the code the core gave it (the vendor's words are shown as they came). */
export function reasonMeaning(row: Pick<JobRow, 'code' | 'issues'>) {
  if (row.code === 'ITEM_NOT_PAIRED') return 'listings.reason.notPaired' as const;
  if (row.code === 'ITEM_NOT_FOUND') return 'listings.reason.notFound' as const;
  if (row.issues?.some((i) => i.code === 'platformNotUnpairable')) return 'listings.reason.platform' as const;
  return null;
}

const STATUS_TONE: Record<JobRow['status'], Tone> = { succeeded: 'ok', failed: 'bad', unknown: 'warn', invalid: 'bad', pending: 'muted' };

function GroupResult({ started }: { started: StartedUnpair }) {
  const { group, jobId, error } = started;
  const result = useJobResult(jobId);
  const qc = useQueryClient();
  const refetched = useRef(false);
  const job = result.data?.job;
  useEffect(() => {
    if (job && !isJobLive(job) && !refetched.current) {
      refetched.current = true;
      void qc.invalidateQueries({ queryKey: ['operations.call', 'chatxList'] });
    }
  }, [job, qc]);
  const mskuOf = new Map(group.items.map((i) => [i.id, i.msku]));
  return (
    <section className="unpair-group" aria-label={group.storeName} data-store={group.storeId}>
      <h3>
        <FormattedMessage id="listings.result.store" values={{ store: group.storeName, platform: group.platformCode, count: group.items.length }} />
      </h3>
      <p className="small muted">
        <FormattedMessage id="listings.result.sentAs" values={{ field: <FormattedMessage id={pairingFieldMessage(group.field)} /> }} />
      </p>
      {error ? <ErrorNotice error={error} /> : null}
      {result.error ? <ErrorNotice error={result.error} /> : null}
      {job ? (
        <>
          <JobProgressBar counts={job} label={group.storeName} />
          <p className="small" data-testid="unpair-counts">
            <FormattedMessage id="listings.result.counts" values={{ succeeded: job.succeeded, failed: job.failed + job.invalid, unknown: job.unknown, pending: job.pending }} />{' '}
            {jobId && (job.failed > 0 || job.unknown > 0) ? (
              <Link to="/activity" search={{ job: jobId }}>
                <FormattedMessage id="listings.result.inActivity" />
              </Link>
            ) : null}
          </p>
          {job.error ? (
            <p className="bad-text" role="alert">
              <FormattedMessage id="listings.result.halted" values={{ code: job.error.code }} /> <span lang="en">{job.error.message}</span>
            </p>
          ) : null}
          <table className="table compact unpair-rows">
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage id="listings.col.msku" />
                </th>
                <th scope="col">
                  <FormattedMessage id="listings.result.id" />
                </th>
                <th scope="col">
                  <FormattedMessage id="listings.result.outcome" />
                </th>
                <th scope="col">
                  <FormattedMessage id="listings.result.reason" />
                </th>
              </tr>
            </thead>
            <tbody>
              {(result.data?.rows ?? []).map((row) => (
                <tr key={row.key} data-key={row.key} data-status={row.status}>
                  <td>{mskuOf.get(row.key) ?? ''}</td>
                  <td>
                    <code>{row.key}</code>
                  </td>
                  <td>
                    <Badge tone={STATUS_TONE[row.status]}>
                      <FormattedMessage id={`listings.rowStatus.${row.status}`} />
                    </Badge>
                  </td>
                  <td>
                    {row.status === 'unknown' ? (
                      <span className="small">
                        <FormattedMessage id="listings.result.unknownHint" />{' '}
                      </span>
                    ) : null}
                    <VendorReason code={row.code} reason={row.reason} />
                    {reasonMeaning(row) ? (
                      <span className="small muted">
                        {' · '}
                        <FormattedMessage id={reasonMeaning(row) ?? 'listings.reason.notPaired'} />
                      </span>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : jobId ? (
        <p className="muted">
          <FormattedMessage id="common.loading" />
        </p>
      ) : null}
    </section>
  );
}

export function UnpairResults({ started, refused }: { started: StartedUnpair[]; refused: UnpairRefusal[] }) {
  return (
    <div className="unpair-results" aria-live="polite">
      {started.map((s) => (
        <GroupResult key={`${s.group.storeId}|${s.group.platformCode}|${s.jobId ?? 'x'}`} started={s} />
      ))}
      {refused.length > 0 ? <RefusedList refused={refused} /> : null}
    </div>
  );
}

export function RefusedList({ refused }: { refused: UnpairRefusal[] }) {
  return (
    <section className="unpair-refused" aria-labelledby="unpair-refused-h">
      <h3 id="unpair-refused-h">
        <FormattedMessage id="listings.refused.title" values={{ count: refused.length }} />
      </h3>
      <ul>
        {refused.map((r) => (
          <li key={r.rowId} data-refused={r.msku ?? ''}>
            <strong>{r.msku ?? ''}</strong>{' '}
            <FormattedMessage id={`listings.refused.${r.reason}`} values={{ platform: r.platformCode ?? '' }} />
          </li>
        ))}
      </ul>
    </section>
  );
}
