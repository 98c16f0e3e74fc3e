// The selected job: its rows in the shared results table (filtered through the URL: failed only, unknown, …;
// read a page at a time as they scroll into view), with retry of the failures (asked first, with the count)
// and CSV export.
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { JobSummary } from '../../../../../shared/ipc';
import { useIpcMutation } from '../../../api/mutations';
import { useBridge } from '../../../bridge/context';
import { Button } from '../../../components/Button';
import { useConfirm } from '../../../components/ConfirmDialog';
import { JobStopText, VendorWaitNotice } from '../../../components/JobStop';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { SelectField } from '../../../components/fields';
import { Panel } from '../../../components/Panel';
import { useFormat } from '../../../i18n/format';
import { useOperationTitle } from '../../../i18n/operation-title';
import { saveFile } from '../../../components/save-file';
import { isJobLive } from '../../../api/job-live';
import { jobName } from '../job-text';
import { JobResults } from '../../../components/job';
import { useJobRows } from '../queries';
import { ROW_FILTERS, type RowFilter } from '../search';

export interface JobDetailProps {
  job: JobSummary;
  filter: RowFilter;
  onFilter: (filter: RowFilter) => void;
  onRetried: (jobId: string) => void;
}

export function JobDetail({ job, filter, onFilter, onRetried }: JobDetailProps) {
  const intl = useIntl();
  const bridge = useBridge();
  const format = useFormat();
  const title = useOperationTitle();
  const confirm = useConfirm();
  const rows = useJobRows(bridge, job.jobId, filter);
  const retry = useIpcMutation('jobs.retryFailed');
  const exporter = useIpcMutation('jobs.export');
  const [saved, setSaved] = useState<string | null>(null);

  const onRetry = async () => {
    const ok = await confirm({
      title: intl.formatMessage({ id: 'activity.retry.title' }),
      count: job.failed,
      target: `${title(job.operation)} · ${jobName(job, intl)}`,
      body: intl.formatMessage({ id: 'activity.retry.body' }),
      confirmLabel: intl.formatMessage({ id: 'activity.retry.go' }, { count: job.failed }),
    });
    if (ok) retry.mutate({ jobId: job.jobId }, { onSuccess: (s) => onRetried(s.jobId) });
  };
  const onExport = () =>
    exporter.mutate(
      { jobId: job.jobId, format: 'csv', locale: intl.locale === 'zh-CN' ? 'zh-CN' : 'en' },
      {
        onSuccess: (file) => {
          saveFile(file);
          setSaved(file.filename);
        },
      },
    );

  return (
    <Panel
      id="job-detail"
      title={<FormattedMessage id="activity.detail.title" values={{ job: jobName(job, intl) }} />}
      actions={
        <>
          {!isJobLive(job) && job.failed > 0 ? (
            <Button onPress={() => void onRetry()} isDisabled={retry.isPending}>
              <FormattedMessage id="activity.retry" />
            </Button>
          ) : null}
          <Button onPress={onExport} isDisabled={exporter.isPending}>
            <FormattedMessage id="activity.export" />
          </Button>
        </>
      }
    >
      <p className="small muted">
        {title(job.operation)} · <FormattedMessage id="activity.detail.started" values={{ time: format.dateTime(job.createdAt) }} />
        {job.finishedAt ? (
          <>
            {' · '}
            <FormattedMessage id="activity.detail.finished" values={{ time: format.dateTime(job.finishedAt) }} />
          </>
        ) : null}
      </p>
      {job.error ? (
        <p className="bad-text">
          <JobStopText job={job} /> <VendorWaitNotice jobId={job.jobId} />
        </p>
      ) : null}
      <ErrorNotice error={rows.error ?? retry.error ?? exporter.error} />
      {saved ? (
        <p className="ok-text small" role="status">
          <FormattedMessage id="activity.exported" values={{ file: saved }} />
        </p>
      ) : null}
      <div className="row rows-toolbar">
        <div className="filter-field">
          <SelectField<RowFilter>
            label={<FormattedMessage id="activity.detail.show" />}
            value={filter}
            onChange={onFilter}
            options={ROW_FILTERS.map((f) => ({ id: f, label: intl.formatMessage({ id: `activity.filter.${f}` }) }))}
          />
        </div>
        <span className="spacer" />
        {rows.loading ? null : (
          <span className="small muted" role="status">
            <FormattedMessage id="activity.rows.count" values={{ count: rows.count }} />
          </span>
        )}
      </div>
      {rows.loading ? (
        <p className="hint" role="status" aria-busy="true">
          <FormattedMessage id="activity.rows.loading" />
        </p>
      ) : (
        <JobResults journal={rows} label={intl.formatMessage({ id: 'activity.rows.table' })} empty={<FormattedMessage id="activity.rows.empty" />} />
      )}
    </Panel>
  );
}
