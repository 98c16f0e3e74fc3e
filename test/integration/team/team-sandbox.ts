// The sandbox side of the team tests: rows for several desktops from its seeded back office, and the ledger
// check against its applied-write log, read through its admin API.
import { expect } from 'vitest';
import { prepareRows } from '../../support/prepare-rows';
import type { JobSpec } from '../../../electron/core/job/types';
import type { SandboxHandle } from '../../../electron/sandbox';
import { parseJson } from '../../../shared/json/lossless';
import type { DoneEvent } from './desktops';

export interface AppliedWrite {
  operation: string;
  appliedKeys: string[];
}

export async function admin<T>(baseUrl: string, path: string, init?: { method: string; body: unknown }): Promise<T> {
  const res = await fetch(`${baseUrl}/__sandbox${path}`, init ? { method: init.method, body: JSON.stringify(init.body), headers: { 'content-type': 'application/json' } } : undefined);
  return parseJson(await res.text()) as T;
}

export const appliedWrites = async (baseUrl: string) => (await admin<{ writes: AppliedWrite[] }>(baseUrl, '/writes')).writes;
export const sandboxStats = async (baseUrl: string) =>
  (await admin<{ stats: { byOperation: Record<string, { rejected3001008: number } | undefined>; tokenCalls: { accessToken: number; refreshToken: number } } }>(baseUrl, '/stats')).stats;

/** `desktops` videox jobs of `n` rows each on disjoint listings (a job's rows all in one store). */
export function videoxJobs(listings: ReadonlyArray<{ storeId: string; mskuId: string }>, desktops: number, n: number): JobSpec[] {
  const byStore = new Map<string, string[]>();
  for (const l of listings) byStore.set(l.storeId, [...(byStore.get(l.storeId) ?? []), l.mskuId]);
  const slices: Array<{ storeId: string; mskuIds: string[] }> = [];
  for (const [storeId, ids] of byStore) for (let i = 0; i + n <= ids.length; i += n) slices.push({ storeId, mskuIds: ids.slice(i, i + n) });
  if (slices.length < desktops) throw new Error(`the sandbox has room for ${slices.length} jobs of ${n} videox rows; raise its listings`);
  return slices.slice(0, desktops).map(({ storeId, mskuIds }) => ({
    operation: 'videoxStock',
    common: { store_id: storeId },
    rows: mskuIds.map((id, i) => ({ key: `vx-${id}`, input: { msku_id: id, quantity: 10 + (i % 90) } })),
  }));
}

/** `desktops` picking jobs of `n` eligible shipping lists each, disjoint. */
export function pickingJobs(sb: SandboxHandle, desktops: number, n: number): JobSpec[] {
  const lists = sb.inspect('shippingLists') as Array<{ id: number; shippingListCode: string; shippingListStatus: number; pickingStatus: number }>;
  const eligible = lists.filter((l) => l.shippingListStatus === 1 && l.pickingStatus === 0);
  if (eligible.length < desktops * n) throw new Error(`only ${eligible.length} lists can be picked; raise the sandbox's shippingLists`);
  const aliases = Object.fromEntries(lists.map((l) => [l.shippingListCode, String(l.id)]));
  return Array.from({ length: desktops }, (_, d) => ({
    operation: 'picking',
    label: `picking ${d}`,
    context: { aliases },
    rows: eligible.slice(d * n, (d + 1) * n).map((l) => ({ key: `pick-${l.id}`, input: String(l.id) })),
  }));
}

/**
 * Across every desktop's job: no item applied twice, every succeeded row applied exactly once, every row that
 * did not succeed not applied (or, if unknown, at most once). Returns the number of rows not succeeded.
 */
export function expectTeamLedger(writes: AppliedWrite[], jobs: Array<{ spec: JobSpec; done: DoneEvent }>): number {
  const counts = new Map<string, number>();
  for (const w of writes) for (const k of w.appliedKeys) counts.set(`${w.operation}/${k}`, (counts.get(`${w.operation}/${k}`) ?? 0) + 1);
  for (const [key, n] of counts) expect(n, `${key} applied ${n} times`).toBe(1);
  let notSucceeded = 0;
  for (const { spec, done } of jobs) {
    const itemKeyOf = new Map(prepareRows(spec.operation, spec.rows, spec.common ?? null).valid.map((r) => [r.key, r.itemKey]));
    expect(done.rows).toHaveLength(spec.rows.length);
    for (const row of done.rows) {
      const n = counts.get(`${spec.operation}/${itemKeyOf.get(row.key) ?? ''}`) ?? 0;
      if (row.status === 'succeeded') expect(n, `succeeded row ${row.key}`).toBe(1);
      else if (row.status === 'unknown') expect(n, `unknown row ${row.key}`).toBeLessThanOrEqual(1);
      else expect(n, `${row.status} row ${row.key} (${row.code ?? ''})`).toBe(0);
      if (row.status !== 'succeeded') notSucceeded++;
    }
  }
  return notSucceeded;
}
