// A merge job's rows (one per order id sent) read back into result lines grouped the way the vendor answered:
// one line per merged set (its new order number and every order it took in), one per failure set (the vendor's
// message), and the orders still waiting or whose outcome is unknown. The job rows are the record: nothing here
// is kept apart from them, so the lines read the same after a reload or a restart.
import type { JobRow } from '../../../../shared/ipc';
import { localeFormat, type LocaleFormat } from '../../i18n/locale-format';

export type MergeLine =
  | { kind: 'merged'; newOrderNo: string | null; orders: string[] }
  | { kind: 'failed'; orders: string[]; message: string; code: string | null }
  | { kind: 'invalid'; orders: string[]; message: string }
  | { kind: 'pending' | 'unknown'; orders: string[]; message: string | null };

export interface MergeOutcome {
  lines: MergeLine[];
  /** Orders merged, orders not merged (retryable), orders whose outcome is unknown. */
  merged: number;
  failed: number;
  unknown: number;
  pending: number;
  /** The orders a retry would send, in the order they were sent. */
  failedIds: string[];
  /** Merged orders beside failed or unknown ones: a partial success, never a failure. */
  partial: boolean;
}

function group<T>(rows: readonly JobRow[], by: (r: JobRow) => string, make: (first: JobRow, orders: string[]) => T): T[] {
  const groups = new Map<string, { first: JobRow; orders: string[] }>();
  for (const r of rows) {
    const k = by(r);
    const g = groups.get(k);
    if (g) g.orders.push(r.key);
    else groups.set(k, { first: r, orders: [r.key] });
  }
  return [...groups.values()].map((g) => make(g.first, g.orders));
}

/** `clauses` joins a row's issues in the reader's punctuation (locale-format.ts). */
export function mergeOutcome(rows: readonly JobRow[], clauses: LocaleFormat['clauses'] = localeFormat('en').clauses): MergeOutcome {
  const of = (s: JobRow['status']) => rows.filter((r) => r.status === s);
  const lines: MergeLine[] = [
    // Rows of one set share its info: the set's member list (and new number) is the group.
    ...group(of('succeeded'), (r) => r.info?.set ?? r.info?.newOrderNo ?? r.key, (r, orders): MergeLine => ({ kind: 'merged', newOrderNo: r.info?.newOrderNo ?? null, orders })),
    ...group(of('failed'), (r) => `${r.info?.set ?? ''}\u0000${r.code ?? ''}\u0000${r.reason ?? ''}`, (r, orders): MergeLine => ({ kind: 'failed', orders, message: r.reason ?? '', code: r.code === 'ITEM_FAILED' ? null : r.code })),
    ...group(of('invalid'), (r) => r.reason ?? '', (r, orders): MergeLine => ({ kind: 'invalid', orders, message: r.issues ? clauses(r.issues.map((i) => i.message)) : (r.reason ?? '') })),
    ...group(of('unknown'), (r) => r.reason ?? '', (r, orders): MergeLine => ({ kind: 'unknown', orders, message: r.reason })),
    ...(of('pending').length > 0 ? [{ kind: 'pending', orders: of('pending').map((r) => r.key), message: null } as const] : []),
  ];
  const merged = of('succeeded').length;
  const failedIds = of('failed').map((r) => r.key);
  const unknown = of('unknown').length;
  return { lines, merged, failed: failedIds.length, unknown, pending: of('pending').length, failedIds, partial: merged > 0 && failedIds.length + unknown + of('invalid').length > 0 };
}
