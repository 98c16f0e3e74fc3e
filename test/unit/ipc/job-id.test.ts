import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Journal } from '../../../electron/core/journal/journal';
import { jobId } from '../../../shared/ipc/common';
import { activitySearch } from '../../../renderer/src/features/activity/search';
import { cargoSearch } from '../../../renderer/src/features/cargo/search';
import { inboundShipmentsSearch } from '../../../renderer/src/features/inbound-shipments/search';
import { ordersSearch } from '../../../renderer/src/features/orders/search';
import { stockSearch } from '../../../renderer/src/features/stock/search';

const dir = mkdtempSync(join(tmpdir(), 'opsdesk-jobid-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('one job-id rule for the journal, the contract and every screen link', () => {
  const journal = new Journal(dir, { summaryWorker: false });
  const made = journal.newJobId(new Date('2024-07-08T10:00:00Z'));

  it('what the journal makes, the contract and every screen take', () => {
    expect(jobId.parse(made)).toBe(made);
    expect(activitySearch.parse({ job: made }).job).toBe(made);
    expect(ordersSearch.parse({ job: made }).job).toBe(made);
    expect(cargoSearch.parse({ job: made }).job).toBe(made);
    expect(inboundShipmentsSearch.parse({ job: made }).job).toBe(made);
    expect(stockSearch.parse({ videoxJob: made }).videoxJob).toBe(made);
  });

  it.each(['-leading-dash', '../etc/passwd', 'a'.repeat(65), '', 'job 1'])('%j is no job id anywhere', (bad) => {
    expect(jobId.safeParse(bad).success).toBe(false);
    expect(() => journal.fileOf(bad)).toThrow(/not a job id/);
    expect(activitySearch.parse({ job: bad }).job).toBeUndefined();
    expect(ordersSearch.parse({ job: bad }).job).toBeUndefined();
  });
});
