// The user's word on rows no read can settle: for each, applied or not applied (seen on the vendor's page).
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Radio, RadioGroup } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import type { JobSummary, MethodOutput } from '../../../../../shared/ipc';
import { useIpcMutation } from '../../../api/mutations';
import { useBridge } from '../../../bridge/context';
import { Button } from '../../../components/Button';
import { useConfirm } from '../../../components/ConfirmDialog';
import { AppDialog } from '../../../components/Dialog';
import { ErrorNotice, VendorReason } from '../../../components/ErrorNotice';
import { useOperationTitle } from '../../../i18n/operation-title';
import { jobName } from '../job-text';
import { unknownRowsQuery } from '../queries';

type Choice = 'applied' | 'not-applied' | 'undecided';
const SHOWN = 200;

export function DecideDialog({ job, onClose, onDecided }: { job: JobSummary; onClose: () => void; onDecided: (r: MethodOutput<'journal.reconcile'>) => void }) {
  const intl = useIntl();
  const bridge = useBridge();
  const confirm = useConfirm();
  const title = useOperationTitle();
  const rows = useQuery(unknownRowsQuery(bridge, job.jobId));
  const decide = useIpcMutation('journal.reconcile');
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const list = rows.data?.rows ?? [];
  const decisions = Object.entries(choices).filter(([, c]) => c !== 'undecided').map(([key, c]) => ({ key, applied: c === 'applied' }));
  const all = (c: Choice) => setChoices(Object.fromEntries(list.map((r) => [r.key, c])));

  const save = async () => {
    const ok = await confirm({
      title: intl.formatMessage({ id: 'activity.decide.confirmTitle' }),
      count: decisions.length,
      target: `${title(job.operation)} · ${jobName(job)}`,
      body: intl.formatMessage({ id: 'activity.decide.confirmBody' }),
      confirmLabel: intl.formatMessage({ id: 'activity.decide.save' }, { count: decisions.length }),
    });
    if (!ok) return;
    decide.mutate(
      { jobId: job.jobId, decisions },
      {
        onSuccess: (r) => {
          onDecided(r);
          onClose();
        },
      },
    );
  };

  return (
    <AppDialog isOpen onOpenChange={(open) => (open ? undefined : onClose())} title={<FormattedMessage id="activity.decide.title" values={{ job: jobName(job) }} />}>
      <p className="hint">
        <FormattedMessage id="activity.decide.intro" />
      </p>
      <ErrorNotice error={rows.error ?? decide.error} />
      <div className="form-actions">
        <Button onPress={() => all('applied')}>
          <FormattedMessage id="activity.decide.allApplied" />
        </Button>
        <Button onPress={() => all('not-applied')}>
          <FormattedMessage id="activity.decide.allNotApplied" />
        </Button>
      </div>
      <table className="table" aria-label={intl.formatMessage({ id: 'activity.decide.table' })}>
        <tbody>
          {list.slice(0, SHOWN).map((r) => (
            <tr key={r.key} data-row={r.key}>
              <td>
                <code>{r.key}</code>
                <div className="small">
                  <VendorReason code={r.code} reason={r.reason} />
                </div>
              </td>
              <td>
                <RadioGroup
                  className="radio-row"
                  orientation="horizontal"
                  aria-label={r.key}
                  value={choices[r.key] ?? 'undecided'}
                  onChange={(v) => setChoices((c) => ({ ...c, [r.key]: v as Choice }))}
                >
                  <Radio value="applied" className="radio">
                    <FormattedMessage id="activity.decide.applied" />
                  </Radio>
                  <Radio value="not-applied" className="radio">
                    <FormattedMessage id="activity.decide.notApplied" />
                  </Radio>
                  <Radio value="undecided" className="radio">
                    <FormattedMessage id="activity.decide.undecided" />
                  </Radio>
                </RadioGroup>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {list.length > SHOWN ? (
        <p className="hint">
          <FormattedMessage id="activity.decide.more" values={{ shown: SHOWN, total: list.length }} />
        </p>
      ) : null}
      <div className="dialog-actions">
        <Button onPress={onClose}>
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button variant="primary" isDisabled={decisions.length === 0 || decide.isPending} onPress={() => void save()}>
          <FormattedMessage id="activity.decide.save" values={{ count: decisions.length }} />
        </Button>
      </div>
    </AppDialog>
  );
}
