// The outcome of un-pairing on the screen that sent it: the job followed in place (progress, rate, time left,
// cancel, retry and export of the failures, through the lifecycle's JobPanel), each id's result in the shared
// results table (the vendor's reason as it came, with its translation), and the lines refused before sending.
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { JobPanel, JobResults } from '../../../components/job';
import type { UnpairRefusal } from '../unpair';
import { describeItem } from '../unpair-items';
import type { Unpair } from '../use-unpair';

export function UnpairResults({ unpair }: { unpair: Unpair }) {
  const intl = useIntl();
  const { bulk, refused } = unpair;
  return (
    <div className="unpair-results stack" data-testid="unpair-results">
      {bulk.error ? <ErrorNotice error={bulk.error} /> : null}
      <JobPanel bulk={bulk} />
      <JobResults items={bulk.items} planned={bulk.plan.items} describe={describeItem} label={intl.formatMessage({ id: 'listings.result.title' })} />
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
