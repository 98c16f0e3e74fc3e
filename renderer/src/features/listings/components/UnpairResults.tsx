// The outcome of un-pairing on the screen that sent it: the last send followed in place (progress, rate, time
// left, cancel, through the lifecycle's JobPanel), each id's result in the shared results table from the journal
// of that send's jobs alone (the vendor's reason as it came, with its translation; each job's own retry), and
// the lines refused before sending.
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/Button';
import { useConfirm } from '../../../components/ConfirmDialog';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { JobPanel } from '../../../components/job';
import { SendResults } from '../../../components/job/SendResults';
import type { JobRow } from '../../../../../shared/ipc';
import type { UnpairRefusal } from '../unpair';
import type { Unpair } from '../use-unpair';

export function UnpairResults({ unpair }: { unpair: Unpair }) {
  const intl = useIntl();
  const confirm = useConfirm();
  const { bulk, refused } = unpair;
  // The results leave this screen; Activity keeps them, and the ledger still knows each id un-paired.
  const clear = async () => {
    const ok = await confirm({
      title: intl.formatMessage({ id: 'listings.result.clearTitle' }),
      target: intl.formatMessage({ id: 'listings.result.title' }),
      body: intl.formatMessage({ id: 'listings.result.clearBody' }),
      confirmLabel: intl.formatMessage({ id: 'listings.result.clear' }),
    });
    if (ok) {
      bulk.reset();
      unpair.clearRefused();
    }
  };
  return (
    <div className="unpair-results stack" data-testid="unpair-results">
      <div className="row">
        <span className="spacer" />
        <Button variant="quiet" isDisabled={bulk.live} onPress={() => void clear()}>
          <FormattedMessage id="listings.result.clear" />
        </Button>
      </div>
      {bulk.error ? <ErrorNotice error={bulk.error} /> : null}
      <JobPanel bulk={bulk} failureActions={false} />
      <SendResults bulk={bulk} label={intl.formatMessage({ id: 'listings.result.title' })} nameOf={unpair.nameOf} note={(row) => <ReasonNote row={row} />} />
      {refused.length > 0 ? <RefusedList refused={refused} /> : null}
    </div>
  );
}

/** The meaning of a per-id outcome, from the code the core gave it (the vendor's words are shown as they came). */
export function reasonMeaning(row: Pick<JobRow, 'code' | 'issues'>) {
  if (row.code === 'ITEM_NOT_PAIRED') return 'listings.reason.notPaired' as const;
  if (row.code === 'ITEM_NOT_FOUND') return 'listings.reason.notFound' as const;
  if (row.issues?.some((i) => i.code === 'platformNotUnpairable')) return 'listings.reason.platform' as const;
  return null;
}

function ReasonNote({ row }: { row: Pick<JobRow, 'code' | 'issues'> }) {
  const meaning = reasonMeaning(row);
  return meaning ? (
    <span className="small muted">
      {' · '}
      <FormattedMessage id={meaning} />
    </span>
  ) : null;
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
