// Every job of the profile with live progress, rate and time left. Selecting a row (click, Enter, Space)
// opens its rows below; the selection lives in the URL.
import { Cell, Column, Row, Table, TableBody, TableHeader, type Selection } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import type { JobSummary } from '../../../../../shared/ipc';
import { useIpcMutation } from '../../../api/mutations';
import { useJobProgress } from '../../../api/queries';
import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { JobProgressBar } from '../../../components/ProgressBar';
import { NoWordSince, useNoWordSince } from '../../../components/NoWordSince';
import { useFormat } from '../../../i18n/format';
import { useOperationTitle } from '../../../i18n/operation-title';
import { isJobLive } from '../../../api/job-live';
import { jobName, stateText } from '../job-text';

function RateCell({ job }: { job: JobSummary }) {
  const progress = useJobProgress(job.jobId).data;
  const format = useFormat();
  const noWordSince = useNoWordSince();
  if (isJobLive(job) && noWordSince !== null) return <NoWordSince time={noWordSince} />;
  if (!isJobLive(job) || !progress) return <span className="muted">{format.number(null)}</span>;
  return <FormattedMessage id="activity.rate" values={{ rate: format.number(progress.ratePerSecond, 1) }} />;
}

function TimeLeftCell({ job }: { job: JobSummary }) {
  const progress = useJobProgress(job.jobId).data;
  const format = useFormat();
  // Nothing is known of a job while its host is away: no countdown (the rate cell says since when).
  if (useNoWordSince() !== null) return <span className="muted">{format.number(null)}</span>;
  return <>{format.duration(isJobLive(job) && progress ? progress.etaSeconds : null)}</>;
}

export function JobCounts({ job }: { job: JobSummary }) {
  return (
    <FormattedMessage
      id="activity.counts"
      values={{ done: job.total - job.pending, total: job.total, succeeded: job.succeeded, failed: job.failed, unknown: job.unknown, invalid: job.invalid }}
    />
  );
}

export function JobsTable({ jobs, selected, onSelect }: { jobs: readonly JobSummary[]; selected: string | null; onSelect: (jobId: string) => void }) {
  const intl = useIntl();
  const format = useFormat();
  const title = useOperationTitle();
  const cancel = useIpcMutation('jobs.cancel');
  const onSelectionChange = (keys: Selection) => {
    if (keys === 'all') return;
    const [first] = [...keys];
    if (typeof first === 'string') onSelect(first);
  };
  return (
    <div className="table-scroll">
      <ErrorNotice error={cancel.error} />
      <Table
        className="table"
        aria-label={intl.formatMessage({ id: 'activity.jobs.table' })}
        selectionMode="single"
        selectionBehavior="replace"
        selectedKeys={selected ? [selected] : []}
        onSelectionChange={onSelectionChange}
        disallowEmptySelection
      >
        <TableHeader>
          <Column isRowHeader>
            <FormattedMessage id="activity.col.job" />
          </Column>
          <Column>
            <FormattedMessage id="activity.col.state" />
          </Column>
          <Column>
            <FormattedMessage id="activity.col.progress" />
          </Column>
          <Column className="num">
            <FormattedMessage id="activity.col.rate" />
          </Column>
          <Column className="num">
            <FormattedMessage id="activity.col.timeLeft" />
          </Column>
          <Column>
            <FormattedMessage id="activity.col.actions" />
          </Column>
        </TableHeader>
        {/* The rows hold text formatted for the locale: re-render them when it changes. */}
        <TableBody items={jobs} dependencies={[intl.locale, cancel.isPending]}>
          {(job) => {
            const state = stateText(job.state);
            return (
              <Row id={job.jobId} data-job={job.jobId} textValue={jobName(job, intl)}>
                <Cell>
                  <div className="job-name">{jobName(job, intl)}</div>
                  <div className="small muted">
                    {title(job.operation)} · {format.dateTime(job.createdAt)}
                  </div>
                </Cell>
                <Cell>
                  <Badge tone={state.tone}>
                    <FormattedMessage id={state.id} values={state.values} />
                  </Badge>
                </Cell>
                <Cell>
                  <JobProgressBar counts={job} label={jobName(job, intl)} />
                  <div className="small muted job-counts">
                    <JobCounts job={job} />
                    {job.missing > 0 ? (
                      <span className="bad-text">
                        {' · '}
                        <FormattedMessage id="activity.missingCount" values={{ count: job.missing }} />
                      </span>
                    ) : null}
                  </div>
                </Cell>
                <Cell className="num">
                  <RateCell job={job} />
                </Cell>
                <Cell className="num">
                  <TimeLeftCell job={job} />
                </Cell>
                <Cell>
                  {isJobLive(job) ? (
                    <Button
                      variant="danger"
                      isDisabled={job.state === 'cancelling'}
                      onPress={() => cancel.mutate({ jobId: job.jobId })}
                      aria-label={intl.formatMessage({ id: 'activity.cancelJob' }, { job: jobName(job, intl) })}
                    >
                      <FormattedMessage id="activity.cancel" />
                    </Button>
                  ) : null}
                </Cell>
              </Row>
            );
          }}
        </TableBody>
      </Table>
    </div>
  );
}
