// Per-item results, one table for every screen and Activity (ResultsTable). Two sources:
// - a screen's plan (`items` + `planned`): each item by its name, its state and why, failures first;
// - a job's journal (`journal`): rows read a page at a time as they scroll into view (Activity, a whole job).
import { useMemo } from 'react';
import type { JobRow } from '../../../../shared/ipc';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ItemState, PlanItem, PlannedItem } from '../../jobs/send-plan';
import { ResultsTable, type ResultRow } from './ResultsTable';
import type { JournalRows } from '../../jobs/job-rows';

export type { JournalRows } from '../../jobs/job-rows';

const ORDER: Record<ItemState, number> = { failed: 0, unknown: 1, changed: 2, pending: 3, sending: 4, queued: 5, loading: 6, new: 7, succeeded: 8 };

export interface PlanResultsProps {
  items: readonly PlanItem[];
  planned: ReadonlyMap<string, PlannedItem>;
  describe?(item: PlanItem): string;
  /** Only items that were sent (leave out drafts never sent). */
  sentOnly?: boolean;
  label?: string;
  /** What the screen knows beside the vendor's reason (a translation of a reason it words the same way each time). */
  note?(planned: PlannedItem): ReactNode;
}

export interface JournalResultsProps {
  journal: JournalRows;
  label?: string;
  empty?: ReactNode;
  /** How the screen names a row's item when it knows better than the journal (an MSKU beside the id sent). */
  nameOf?(row: JobRow): string | null;
  /** What the screen knows beside the reason. */
  note?(row: JobRow): ReactNode;
}

export type JobResultsProps = PlanResultsProps | JournalResultsProps;

export function JobResults(props: JobResultsProps) {
  return 'journal' in props ? <JournalResults {...props} /> : <PlanResults {...props} />;
}

/** A journal row as the table shows it: `pending` is "not sent", the rest as the journal says. */
export function journalRow(r: JobRow): ResultRow {
  return {
    key: r.key,
    item: r.item ?? null,
    sent: r.sent ?? null,
    state: r.status,
    code: r.code,
    reason: r.reason,
    resolvedBy: r.resolvedBy,
    issues: r.issues,
    request: r.request ?? null,
    sends: r.sends,
    requestId: r.requestId,
    info: r.info,
  };
}

function JournalResults({ journal, label, empty, nameOf, note }: JournalResultsProps) {
  const { rowAt } = journal;
  const at = useMemo(() => {
    const cache = new WeakMap<JobRow, ResultRow>();
    return (i: number) => {
      const r = rowAt(i);
      if (!r) return undefined;
      let shown = cache.get(r);
      if (!shown) {
        shown = journalRow(r);
        const name = nameOf?.(r);
        if (name) shown = { ...shown, item: name };
        if (note) shown = { ...shown, note: note(r) };
        cache.set(r, shown);
      }
      return shown;
    };
  }, [rowAt, nameOf, note]);
  return <ResultsTable count={journal.count} rowAt={at} onRange={journal.onRange} details {...(label ? { label } : {})} empty={empty} />;
}

function PlanResults({ items, planned, describe, sentOnly = true, label, note }: PlanResultsProps) {
  const rows = useMemo<ResultRow[]>(() => {
    const name = describe ?? ((i: PlanItem) => Object.values(i.values).filter(Boolean).join(' · '));
    return items
      .map((item) => ({ item, p: planned.get(item.id) }))
      .filter((x) => !sentOnly || (x.p !== undefined && (x.p.state !== 'new' || x.p.sentState !== undefined)))
      .sort((a, b) => ORDER[a.p?.state ?? 'new'] - ORDER[b.p?.state ?? 'new'])
      .map(({ item, p }) => ({ key: item.id, item: name(item), state: p?.state ?? 'new', code: p?.code ?? null, reason: p?.reason ?? null, note: p && note ? note(p) : null }));
  }, [items, planned, describe, sentOnly, note]);
  return <ResultsTable count={rows.length} rowAt={(i) => rows[i]} {...(label ? { label } : {})} empty={<FormattedMessage id="bulk.results.empty" />} />;
}
