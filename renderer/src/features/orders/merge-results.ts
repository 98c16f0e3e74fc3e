// A merge job's rows read back into result lines: one per merged group (the new order number and the
// orders it absorbed) and one per failure (the vendor's message), from each row's `info.sets`.
import { z } from 'zod';
import type { JobRow } from '../../../../shared/ipc';

const setsSchema = z.object({
  merged: z.array(z.object({ orders: z.array(z.string()), newOrderNo: z.string().nullable() })),
  failed: z.array(z.object({ orders: z.array(z.string()), message: z.string() })),
});

export type MergeLine =
  | { kind: 'merged'; rowKey: string; newOrderNo: string | null; orders: string[] }
  | { kind: 'failed'; rowKey: string; orders: string[]; message: string; code: string | null }
  | { kind: 'pending' | 'unknown'; rowKey: string; orders: string[]; message: string | null; code: string | null };

export function mergeLines(rows: readonly JobRow[]): MergeLine[] {
  return rows.flatMap((row): MergeLine[] => {
    const orders = row.key.split('+');
    if (row.status === 'pending') return [{ kind: 'pending', rowKey: row.key, orders, message: null, code: null }];
    if (row.status === 'unknown') return [{ kind: 'unknown', rowKey: row.key, orders, message: row.reason, code: row.code }];
    let sets: z.infer<typeof setsSchema> | null = null;
    try {
      const parsed = setsSchema.safeParse(JSON.parse(row.info?.sets ?? 'null'));
      sets = parsed.success ? parsed.data : null;
    } catch {
      sets = null;
    }
    if (!sets) {
      // Refused before or by the service without a result set (validation, a vendor error code).
      return row.status === 'succeeded'
        ? [{ kind: 'merged', rowKey: row.key, newOrderNo: row.info?.newOrderNos ?? null, orders }]
        : [{ kind: 'failed', rowKey: row.key, orders, message: row.reason ?? '', code: row.code }];
    }
    return [
      ...sets.merged.map((m): MergeLine => ({ kind: 'merged', rowKey: row.key, newOrderNo: m.newOrderNo, orders: m.orders })),
      ...sets.failed.map((f): MergeLine => ({ kind: 'failed', rowKey: row.key, orders: f.orders, message: f.message, code: null })),
    ];
  });
}
