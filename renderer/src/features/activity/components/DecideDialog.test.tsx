import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MethodOutput } from '../../../../../shared/ipc';
import { fakeBridge } from '../../../testing/fake-bridge';
import { renderWithProviders } from '../../../testing/render';
import { requestsHandler, unknownJob, unknownRequests } from '../unknown-fixture';
import { DecideDialog } from './DecideDialog';

const decided: MethodOutput<'journal.reconcile'> = { jobId: 'job-20260101T000000-0000abcd', checked: 0, applied: 0, notApplied: 0, stillUnknown: 0 };

async function confirmSave(name: RegExp) {
  fireEvent.click(screen.getByRole('button', { name }));
  const dialog = await screen.findByRole('alertdialog');
  fireEvent.click(within(dialog).getByRole('button', { name }));
}

// Rendering 25 requests in happy-dom on a loaded machine can pass the default 5 s; the test asserts on what happened, not on time.
describe('deciding unknown rows', { timeout: 60_000 }, () => {
  it('shows a loading sign until the requests arrive, then names rows by item and values, grouped by request', async () => {
    const job = unknownJob(5000);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const serve = requestsHandler(job, unknownRequests(5000));
    const bridge = fakeBridge({ 'jobs.requests': async (i) => (await gate, serve(i)) });
    renderWithProviders(<DecideDialog job={job} onClose={() => undefined} onDecided={() => undefined} />, { bridge });
    expect(screen.getByText('Loading the rows with an unknown outcome…')).toBeTruthy();
    release();
    expect(await screen.findByText('25 requests · 5,000 rows with an unknown outcome')).toBeTruthy();
    const first = document.querySelector('[data-request="1.1"]') as HTMLElement;
    expect(within(first).getByText('M0 · W1')).toBeTruthy();
    expect(within(first).getByText('and 195 more')).toBeTruthy();
    expect(first.textContent).toContain('quantity 0');
    expect(document.body.textContent).not.toMatch(/\bk0\b/);
  });

  it('“Mark all not applied” decides every unknown row of the job on the main side, none left undecided', async () => {
    const job = unknownJob(5000);
    const bridge = fakeBridge({ 'jobs.requests': requestsHandler(job, unknownRequests(5000)), 'journal.reconcile': () => decided });
    renderWithProviders(<DecideDialog job={job} onClose={() => undefined} onDecided={() => undefined} />, { bridge });
    fireEvent.click(await screen.findByRole('button', { name: 'Mark all not applied' }));
    expect(screen.getByText(/Every unknown row of this job \(5,000\) will be marked not applied/)).toBeTruthy();
    await confirmSave(/Save decisions for 5,000 rows/);
    await waitFor(() => expect(bridge.callsOf('journal.reconcile')).toEqual([{ jobId: job.jobId, allUnknown: { applied: false } }]));
  });

  it('one decision per request: choosing a request decides its 200 rows', async () => {
    const job = unknownJob(1200);
    const bridge = fakeBridge({ 'jobs.requests': requestsHandler(job, unknownRequests(1200)), 'journal.reconcile': () => decided });
    renderWithProviders(<DecideDialog job={job} onClose={() => undefined} onDecided={() => undefined} />, { bridge });
    const second = await screen.findByRole('radiogroup', { name: /Request 1\.2 ·/ });
    fireEvent.click(within(second).getByRole('radio', { name: 'applied' }));
    await confirmSave(/Save decisions for 200 rows/);
    await waitFor(() => expect(bridge.callsOf('journal.reconcile')).toEqual([{ jobId: job.jobId, requests: [{ request: '1.2', applied: true }] }]));
  });

  it('reads the state back first where the operation can, and only then lists what is left', async () => {
    const job = unknownJob(400, { operation: 'picking', reconcilable: true });
    const bridge = fakeBridge({
      'journal.reconcile': () => ({ ...decided, checked: 400, applied: 150, notApplied: 50, stillUnknown: 200 }),
      'jobs.requests': requestsHandler(job, unknownRequests(200)),
    });
    renderWithProviders(<DecideDialog job={job} onClose={() => undefined} onDecided={() => undefined} />, { bridge, locale: 'zh-CN' });
    expect(await screen.findByText('回查已确认 200 行。')).toBeTruthy();
    expect(await screen.findByText('1 个请求 · 200 行结果未知')).toBeTruthy();
    expect(bridge.calls.map((c) => c.method)).toEqual(['journal.reconcile', 'jobs.requests']);
    expect(bridge.callsOf('journal.reconcile')).toEqual([{ jobId: job.jobId }]);
  });
});
