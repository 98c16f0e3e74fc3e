// Activity: every batch job with live progress, the selected job's rows, and the journal's unfinished jobs.
import { getRouteApi } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { useJobs, useUnfinishedJobs } from '../../api/queries';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Panel } from '../../components/Panel';
import { JobDetail } from './components/JobDetail';
import { JobsTable } from './components/JobsTable';
import { UnfinishedJobs } from './components/UnfinishedJobs';

const route = getRouteApi('/activity');

export function ActivityScreen() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const jobs = useJobs();
  const unfinished = useUnfinishedJobs();
  const list = jobs.data?.jobs ?? [];
  const unfinishedList = unfinished.data?.jobs ?? [];
  const selected = list.find((j) => j.jobId === search.job) ?? unfinishedList.find((j) => j.jobId === search.job) ?? null;
  const open = (jobId: string) => void navigate({ search: { job: jobId } });

  return (
    <>
      <h1>
        <FormattedMessage id="activity.title" />
      </h1>
      <p className="hint screen-intro">
        <FormattedMessage id="activity.intro" />
      </p>
      <ErrorNotice error={jobs.error ?? unfinished.error} />
      <UnfinishedJobs jobs={unfinishedList} unreadable={unfinished.data?.unreadable ?? []} onOpen={open} />
      <Panel id="jobs" title={<FormattedMessage id="activity.jobs.title" />}>
        {jobs.isPending ? (
          <p className="hint" role="status" aria-busy="true" data-loading="jobs">
            <FormattedMessage id="activity.jobs.loading" />
          </p>
        ) : jobs.isSuccess && list.length === 0 ? (
          <p className="hint">
            <FormattedMessage id="activity.jobs.empty" />
          </p>
        ) : (
          <JobsTable jobs={list} selected={search.job ?? null} onSelect={open} />
        )}
      </Panel>
      {selected ? (
        <JobDetail
          key={selected.jobId}
          job={selected}
          filter={search.rows ?? 'all'}
          onFilter={(rows) => void navigate({ search: (s) => ({ ...s, rows }) })}
          onRetried={(jobId) => (jobId === selected.jobId ? undefined : open(jobId))}
        />
      ) : null}
    </>
  );
}
