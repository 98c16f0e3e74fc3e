// One request of the decide dialog: when it went out, how many of its rows are unknown, the first items by
// name with the values sent, and the one choice for all of them.
import { Radio, RadioGroup } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import type { JobRequest } from '../../../../../shared/ipc';
import { useFormat } from '../../../i18n/format';
import type { Choice } from './decide-choices';
import { ItemName } from '../../../components/job';

export interface RequestCardProps {
  request: JobRequest;
  choice: Choice | 'undecided';
  /** A choice for the whole job holds: this request follows it. */
  locked: boolean;
  onChoose: (request: string | null, rows: number, choice: Choice | 'undecided') => void;
}

export function RequestCard({ request: r, choice, locked, onChoose }: RequestCardProps) {
  const intl = useIntl();
  const format = useFormat();
  const name = r.request
    ? intl.formatMessage({ id: 'activity.decide.requestTitle' }, { request: r.request, time: r.sentAt ? format.dateTime(r.sentAt) : '—' })
    : intl.formatMessage({ id: 'activity.decide.noRequest' });
  return (
    <li className="decide-request" data-request={r.request ?? ''}>
      <div className="row">
        <strong>{name}</strong>
        <span className="small muted">
          <FormattedMessage id="activity.decide.requestRows" values={{ count: r.rows }} />
          {r.requestId ? (
            <>
              {' · '}
              <FormattedMessage id="activity.decide.requestId" values={{ id: r.requestId }} />
            </>
          ) : null}
        </span>
      </div>
      <ul className="decide-items small">
        {r.items.map((i) => (
          <li key={i.key}>
            <ItemName row={i} />
          </li>
        ))}
        {r.rows > r.items.length ? (
          <li className="muted">
            <FormattedMessage id="activity.decide.moreItems" values={{ count: r.rows - r.items.length }} />
          </li>
        ) : null}
      </ul>
      <RadioGroup
        className="radio-row"
        orientation="horizontal"
        aria-label={name}
        value={choice}
        isDisabled={locked}
        onChange={(v) => onChoose(r.request, r.rows, v as Choice | 'undecided')}
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
    </li>
  );
}
