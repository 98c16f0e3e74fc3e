// The work queue: every scanned list with what is known of it (loading, its statuses, not found, the picking
// result). Checkboxes choose the lists to pick; the code opens the detail.
import { FormattedMessage, useIntl } from 'react-intl';
import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { VendorReason } from '../../../components/ErrorNotice';
import type { DetailState } from '../queries';
import { isWellFormedCode } from '../scan';
import type { PickOutcome, QueueEntry } from '../work-queue';
import { ScrollRegion } from './ScrollRegion';
import { ListStatus, PickingStatus } from './status';

export interface WorkQueueProps {
  entries: QueueEntry[];
  states: ReadonlyMap<string, DetailState>;
  selected: ReadonlySet<string>;
  /** Each list's picking outcome by code, from the ledger of what was sent. */
  outcomes: ReadonlyMap<string, PickOutcome>;
  open: string | undefined;
  onToggle: (code: string, on: boolean) => void;
  onOpen: (code: string) => void;
  onRemove: (code: string) => void;
}

function QueueStatus({ entry, state }: { entry: QueueEntry; state: DetailState | undefined }) {
  if (!isWellFormedCode(entry.code)) return <Badge tone="bad"><FormattedMessage id="shippingLists.queue.malformed" /></Badge>;
  if (!state || state.kind === 'loading') return <Badge tone="muted"><FormattedMessage id="common.loading" /></Badge>;
  if (state.kind === 'notFound') return <Badge tone="bad"><FormattedMessage id="shippingLists.queue.notFound" /></Badge>;
  if (state.kind === 'error') return <Badge tone="warn"><FormattedMessage id="shippingLists.queue.error" /></Badge>;
  return (
    <span className="queue-status">
      <ListStatus status={state.detail.shippingListStatus} desc={state.detail.shippingListStatusDesc} />
      <PickingStatus status={state.detail.pickingStatus} desc={state.detail.pickingStatusDesc} />
    </span>
  );
}

function PickCell({ pick }: { pick: PickOutcome | undefined }) {
  if (!pick) return null;
  if (pick.status === 'succeeded') return <Badge tone="ok"><FormattedMessage id="shippingLists.pick.succeeded" /></Badge>;
  return (
    <span className="pick-refused">
      <Badge tone={pick.status === 'unknown' ? 'warn' : 'bad'}>
        <FormattedMessage id={pick.status === 'unknown' ? 'shippingLists.pick.unknown' : 'shippingLists.pick.refused'} />
      </Badge>{' '}
      <VendorReason code={pick.code} reason={pick.reason} />
    </span>
  );
}

export function WorkQueue({ entries, states, selected, outcomes, open, onToggle, onOpen, onRemove }: WorkQueueProps) {
  const intl = useIntl();
  if (entries.length === 0) {
    return (
      <p className="muted" data-testid="queue-empty">
        <FormattedMessage id="shippingLists.queue.empty" />
      </p>
    );
  }
  // Newest first: the scan just made is where the eye is.
  const rows = [...entries].reverse();
  return (
    <ScrollRegion className="queue-scroll" label={intl.formatMessage({ id: 'shippingLists.queue.title' })}>
      <table className="table queue-table" data-count={entries.length}>
        <thead>
          <tr>
            <th scope="col"><span className="visually-hidden"><FormattedMessage id="shippingLists.queue.select" /></span></th>
            <th scope="col"><FormattedMessage id="shippingLists.queue.code" /></th>
            <th scope="col"><FormattedMessage id="shippingLists.queue.status" /></th>
            <th scope="col"><FormattedMessage id="shippingLists.queue.result" /></th>
            <th scope="col"><span className="visually-hidden"><FormattedMessage id="shippingLists.queue.remove" /></span></th>
          </tr>
        </thead>
        <tbody>
          {rows.map((e) => {
            const state = states.get(e.code);
            return (
              <tr key={e.code} data-code={e.code} data-state={isWellFormedCode(e.code) ? (state?.kind ?? 'loading') : 'malformed'} className={open === e.code ? 'selected' : undefined}>
                <td>
                  <input
                    type="checkbox"
                    checked={selected.has(e.code)}
                    disabled={state?.kind !== 'found'}
                    onChange={(ev) => onToggle(e.code, ev.currentTarget.checked)}
                    aria-label={intl.formatMessage({ id: 'shippingLists.queue.selectOne' }, { code: e.code })}
                  />
                </td>
                <td>
                  <Button variant="link" onPress={() => onOpen(e.code)} aria-current={open === e.code ? 'true' : undefined}>
                    <code>{e.code}</code>
                  </Button>
                </td>
                <td>
                  <QueueStatus entry={e} state={state} />
                </td>
                <td>
                  <PickCell pick={outcomes.get(e.code)} />
                </td>
                <td>
                  <Button variant="quiet" onPress={() => onRemove(e.code)} aria-label={intl.formatMessage({ id: 'shippingLists.queue.removeOne' }, { code: e.code })}>
                    ×
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
