// The selected job: its rows, filtered (failed only, unknown, …) and paged through the URL, with retry of the
// failures (asked first, with the count) and CSV export.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { JobSummary } from '../../../../../shared/ipc';
import { useIpcMutation } from '../../../api/mutations';
import { useBridge } from '../../../bridge/context';
import { Button } from '../../../components/Button';
import { useConfirm } from '../../../components/ConfirmDialog';
import { ErrorNotice, VendorReason } from '../../../components/ErrorNotice';
import { SelectField } from '../../../components/fields';
import { Pager } from '../../../components/Pager';
import { Panel } from '../../../components/Panel';
import { useFormat } from '../../../i18n/format';
import { useOperationTitle } from '../../../i18n/operation-title';
import { saveFile } from '../../../components/save-file';
import { isLive, jobName } from '../job-text';
import { jobRowsQuery, ROWS_PER_PAGE } from '../queries';
import { ROW_FILTERS, type RowFilter } from '../search';
import { RowsTable } from './RowsTable';

export interface JobDetailProps {
  job: JobSummary;
  filter: RowFilter;
  page: number;
  onFilter: (filter: RowFilter) => void;
  onPage: (page: number) => void;
  onRetried: (jobId: string) => void;
}

export function JobDetail({ job, filter, page, onFilter, onPage, onRetried }: JobDetailProps) {
  const intl = useIntl();
  const bridge = useBridge();
  const format = useFormat();
  const title = useOperationTitle();
  const confirm = useConfirm();
  const rows = useQuery(jobRowsQuery(bridge, job.jobId, filter, page));
  const retry = useIpcMutation('jobs.retryFailed');
  const exporter = useIpcMutation('jobs.export');
  const [saved, setSaved] = useState<string | null>(null);
  const matching = rows.data?.matching ?? 0;

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
      { jobId: job.jobId, format: 'csv' },
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
          {!isLive(job) && job.failed > 0 ? (
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
          <FormattedMessage id="activity.detail.stopped" /> <VendorReason code={job.error.code} reason={job.error.message} />
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
        <Pager offset={(page - 1) * ROWS_PER_PAGE} size={ROWS_PER_PAGE} total={matching} onOffset={(offset) => onPage(offset / ROWS_PER_PAGE + 1)} />
      </div>
      {rows.data ? <RowsTable rows={rows.data.rows} /> : null}
    </Panel>
  );
}
