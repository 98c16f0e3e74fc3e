// The user's word on rows no read can settle, one decision per request (a request is applied or not as a
// whole), or one for every unknown row of the job; the main process picks the rows, so nothing is capped by
// what this dialog loaded. Where the operation can be read back, that runs first.
import { useQuery } from '@tanstack/react-query';
import { memo, useCallback, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { JobSummary, MethodInput, MethodOutput } from '../../../../../shared/ipc';
import { useIpcMutation } from '../../../api/mutations';
import { useBridge } from '../../../bridge/context';
import { Button } from '../../../components/Button';
import { useConfirm } from '../../../components/ConfirmDialog';
import { AppDialog } from '../../../components/Dialog';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { Pager } from '../../../components/Pager';
import { useOperationTitle } from '../../../i18n/operation-title';
import { jobName } from '../job-text';
import { REQUESTS_PER_PAGE, unknownRequestsQuery } from '../queries';
import { decisionInput, rowsChosen, type Choice, type Choices } from './decide-choices';
import { RequestCard } from './RequestCard';

const Card = memo(RequestCard);

export function DecideDialog({ job, onClose, onDecided }: { job: JobSummary; onClose: () => void; onDecided: (r: MethodOutput<'journal.reconcile'>) => void }) {
  const intl = useIntl();
  const bridge = useBridge();
  const confirm = useConfirm();
  const title = useOperationTitle();
  const readBack = useIpcMutation('journal.reconcile');
  const decide = useIpcMutation('journal.reconcile');
  // A read that can settle rows runs before the user is asked; the rows are listed once it is done.
  const [readDone, setReadDone] = useState(!job.reconcilable);
  const { mutate: runReadBack } = readBack;
  useEffect(() => {
    if (job.reconcilable) runReadBack({ jobId: job.jobId }, { onSettled: () => setReadDone(true) });
  }, [job.jobId, job.reconcilable, runReadBack]);
  const [offset, setOffset] = useState(0);
  const page = useQuery({ ...unknownRequestsQuery(bridge, job.jobId, offset), enabled: readDone });
  const [choices, setChoices] = useState<Choices>({ all: null, byRequest: new Map() });
  const choose = useCallback(
    (request: string | null, rows: number, choice: Choice | 'undecided') =>
      setChoices((c) => {
        const byRequest = new Map(c.byRequest);
        if (choice === 'undecided') byRequest.delete(request);
        else byRequest.set(request, { choice, rows });
        return { ...c, byRequest };
      }),
    [],
  );
  const unknownRows = page.data?.rows ?? 0;
  const count = rowsChosen(choices, unknownRows);

  const save = async () => {
    const ok = await confirm({
      title: intl.formatMessage({ id: 'activity.decide.confirmTitle' }),
      count,
      target: `${title(job.operation)} · ${jobName(job, intl)}`,
      body: intl.formatMessage({ id: 'activity.decide.confirmBody' }),
      confirmLabel: intl.formatMessage({ id: 'activity.decide.saveRows' }, { count }),
    });
    if (!ok) return;
    const input: MethodInput<'journal.reconcile'> = { jobId: job.jobId, ...decisionInput(choices) };
    decide.mutate(input, {
      onSuccess: (r) => {
        onDecided(r);
        onClose();
      },
    });
  };

  return (
    <AppDialog isOpen onOpenChange={(open) => (open ? undefined : onClose())} title={<FormattedMessage id="activity.decide.title" values={{ job: jobName(job, intl) }} />}>
      <p className="hint">
        <FormattedMessage id="activity.decide.intro" />
      </p>
      <ErrorNotice error={readBack.error ?? page.error ?? decide.error} />
      {!readDone ? (
        <p className="hint" role="status" aria-busy="true" data-loading="reconcile">
          <FormattedMessage id="activity.decide.reconciling" />
        </p>
      ) : page.isPending ? (
        <p className="hint" role="status" aria-busy="true" data-loading="requests">
          <FormattedMessage id="activity.decide.loading" />
        </p>
      ) : null}
      {readBack.data && readBack.data.checked - readBack.data.stillUnknown > 0 ? (
        <p className="ok-text small" role="status">
          <FormattedMessage id="activity.decide.reconciled" values={{ count: readBack.data.applied + readBack.data.notApplied }} />
        </p>
      ) : null}
      {page.data && page.data.rows === 0 ? (
        <p className="hint">
          <FormattedMessage id="activity.decide.none" />
        </p>
      ) : null}
      {page.data && page.data.rows > 0 ? (
        <>
          <p className="small muted" data-testid="decide-summary">
            <FormattedMessage id="activity.decide.summary" values={{ requests: page.data.matching, rows: page.data.rows }} />
          </p>
          <div className="form-actions">
            <Button onPress={() => setChoices({ all: 'applied', byRequest: new Map() })}>
              <FormattedMessage id="activity.decide.allApplied" />
            </Button>
            <Button onPress={() => setChoices({ all: 'not-applied', byRequest: new Map() })}>
              <FormattedMessage id="activity.decide.allNotApplied" />
            </Button>
            {choices.all ? (
              <Button onPress={() => setChoices({ all: null, byRequest: new Map() })}>
                <FormattedMessage id="activity.decide.undecided" />
              </Button>
            ) : null}
          </div>
          {choices.all ? (
            <p className="warn-text" role="status">
              <FormattedMessage
                id="activity.decide.allChosen"
                values={{ count: page.data.rows, choice: intl.formatMessage({ id: choices.all === 'applied' ? 'activity.decide.applied' : 'activity.decide.notApplied' }) }}
              />
            </p>
          ) : null}
          <ul className="decide-requests" aria-label={intl.formatMessage({ id: 'activity.decide.requests' })}>
            {page.data.requests.map((r) => (
              <Card key={r.request ?? '-'} request={r} choice={choices.all ?? choices.byRequest.get(r.request)?.choice ?? 'undecided'} locked={choices.all !== null} onChoose={choose} />
            ))}
          </ul>
          <Pager offset={offset} size={REQUESTS_PER_PAGE} total={page.data.matching} onOffset={setOffset} />
        </>
      ) : null}
      <div className="dialog-actions">
        <Button onPress={onClose}>
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button variant="primary" isDisabled={count === 0 || decide.isPending} onPress={() => void save()}>
          <FormattedMessage id="activity.decide.saveRows" values={{ count }} />
        </Button>
      </div>
    </AppDialog>
  );
}
