// Per-item results of a send for screens without a grid (ids, one-shot forms): each item by its name, its
// state and the vendor's reason, failures first. Exported for every screen and Activity to adopt.
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/catalogue';
import { VendorReason } from '../ErrorNotice';
import type { ItemState, PlanItem, PlannedItem } from './send-plan';

const ORDER: Record<ItemState, number> = { failed: 0, unknown: 1, changed: 2, pending: 3, sending: 4, queued: 5, loading: 6, new: 7, succeeded: 8 };

export interface JobResultsProps {
  items: readonly PlanItem[];
  planned: ReadonlyMap<string, PlannedItem>;
  describe?(item: PlanItem): string;
  /** Only items that were sent (leave out drafts never sent). */
  sentOnly?: boolean;
  label?: string;
  /** What the screen knows beside the vendor's reason (a translation of a reason it words the same way each time). */
  note?(planned: PlannedItem): ReactNode;
}

export function JobResults({ items, planned, describe, sentOnly = true, label, note }: JobResultsProps) {
  const intl = useIntl();
  const shown = items
    .map((item) => ({ item, p: planned.get(item.id) }))
    .filter((x) => !sentOnly || (x.p !== undefined && (x.p.state !== 'new' || x.p.sentState !== undefined)))
    .sort((a, b) => ORDER[a.p?.state ?? 'new'] - ORDER[b.p?.state ?? 'new']);
  const name = describe ?? ((i: PlanItem) => Object.values(i.values).filter(Boolean).join(' · '));
  if (shown.length === 0)
    return (
      <p className="small muted">
        <FormattedMessage id="bulk.results.empty" />
      </p>
    );
  return (
    <table className="job-results" aria-label={label ?? intl.formatMessage({ id: 'bulk.results.title' })} data-testid="job-results">
      <thead>
        <tr>
          <th scope="col">
            <FormattedMessage id="bulk.results.item" />
          </th>
          <th scope="col">
            <FormattedMessage id="bulk.results.status" />
          </th>
          <th scope="col">
            <FormattedMessage id="bulk.results.reason" />
          </th>
        </tr>
      </thead>
      <tbody>
        {shown.map(({ item, p }) => {
          const state = p?.state ?? 'new';
          return (
            <tr key={item.id} data-state={state} data-name={name(item)}>
              <td translate="no">{name(item)}</td>
              <td className={`dg-status-${state}`}>
                <FormattedMessage id={`bulk.state.${state}` as MessageId} />
              </td>
              <td>
                {p?.reason || p?.code ? <VendorReason code={p.code ?? null} reason={p.reason ?? null} /> : null}
                {p && note ? note(p) : null}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
