// The work queue: every scanned list with what is known of it (loading, its statuses, not found, the picking
// result). Checkboxes choose the lists to pick; the code opens the detail.
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { VendorReason } from '../../../components/ErrorNotice';
import type { DetailState } from '../queries';
import { isWellFormedCode } from '../scan';
import { selectAllState, type PickOutcome, type QueueEntry } from '../work-queue';
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
  /** The header checkbox and Ctrl+A inside the queue: every list that can be chosen (or none, when all are). */
  onToggleAll: (selectable: string[]) => void;
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

function SelectAllBox({ selectable, selected, onToggleAll }: { selectable: string[]; selected: ReadonlySet<string>; onToggleAll: (s: string[]) => void }) {
  const intl = useIntl();
  const box = useRef<HTMLInputElement>(null);
  const state = selectAllState(selectable, selected);
  useEffect(() => {
    if (box.current) box.current.indeterminate = state === 'some';
  }, [state]);
  return (
    <input
      ref={box}
      type="checkbox"
      data-testid="queue-select-all"
      checked={state === 'all' && selectable.length > 0}
      disabled={selectable.length === 0}
      onChange={() => onToggleAll(selectable)}
      aria-label={intl.formatMessage({ id: 'shippingLists.queue.selectAll' }, { count: selectable.length })}
    />
  );
}

export function WorkQueue({ entries, states, selected, outcomes, open, onToggle, onToggleAll, onOpen, onRemove }: WorkQueueProps) {
  const intl = useIntl();
  const selectable = entries.filter((e) => states.get(e.code)?.kind === 'found').map((e) => e.code);
  // Ctrl+A (⌘A) anywhere in the queue chooses every list, as in a file list; text fields keep their own.
  const onKeyDown = (ev: KeyboardEvent<HTMLDivElement>) => {
    if (!(ev.ctrlKey || ev.metaKey) || ev.altKey || ev.key.toLowerCase() !== 'a') return;
    const t = ev.target as HTMLElement;
    if (t instanceof HTMLInputElement && t.type !== 'checkbox') return;
    ev.preventDefault();
    onToggleAll(selectable);
  };
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
    <div onKeyDown={onKeyDown} data-testid="queue-keys">
    <ScrollRegion className="queue-scroll" label={intl.formatMessage({ id: 'shippingLists.queue.title' })}>
      <table className="table queue-table" data-count={entries.length}>
        <thead>
          <tr>
            <th scope="col"><SelectAllBox selectable={selectable} selected={selected} onToggleAll={onToggleAll} /></th>
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
    </div>
  );
}
