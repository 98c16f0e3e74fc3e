import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MethodOutput, ProfileView, ScheduleView } from '../../../../../shared/ipc';
import { fakeBridge } from '../../../testing/fake-bridge';
import { renderWithProviders } from '../../../testing/render';
import { SYNC_OPERATIONS } from '../schedule-form';
import { ScheduledSyncsSection } from './ScheduledSyncsSection';

const live = { id: 'p-live', name: 'Warehouse', kind: 'live', active: true } as ProfileView;

const nightly: ScheduleView = {
  rule: { id: 'r1', name: 'Nightly stock', profileId: 'p-live', operation: 'videoxStock', common: { store_id: '51' }, source: { kind: 'file', path: '/exports/stock.csv' }, when: { kind: 'daily', at: '02:00' }, paused: false },
  lastRun: {
    at: Date.UTC(2026, 4, 1, 18, 0),
    trigger: 'schedule',
    jobId: 'job-20260501T180000-ab12',
    outcome: 'unknown',
    counts: { sent: 30, succeeded: 28, failed: 0, unknown: 2, unchanged: 970, held: 0, invalid: 0 },
    problem: null,
    results: { csv: '/exports/stock-results-job-1.csv', xlsx: '/exports/stock-results-job-1.xlsx' },
    file: null,
  },
  nextRunAt: Date.UTC(2026, 4, 2, 18, 0),
  running: false,
  waiting: { code: 'NO_SECRET', message: 'Paused: the profile "Warehouse" has no app secret on this start.', at: 0 },
};

function setup(locale: 'en' | 'zh-CN' = 'en') {
  let views = [nightly];
  const bridge = fakeBridge({
    'profiles.list': () => ({ profiles: [live], activeId: 'p-live' }) as unknown as MethodOutput<'profiles.list'>,
    'schedules.list': () => ({ rules: views }),
    'schedules.setPaused': ({ id, paused }) => {
      views = views.map((v) => (v.rule.id === id ? { ...v, rule: { ...v.rule, paused: paused }, nextRunAt: null } : v));
      return views[0]!;
    },
    'schedules.runNow': () => ({ started: true, view: { ...nightly, running: true, lastRun: { ...nightly.lastRun!, outcome: 'running', jobId: 'job-20260502T090000-cd34' } } }),
    'schedules.dryRun': () => ({ file: '/exports/stock.csv', send: 3, unchanged: 997, held: 0, invalid: 1, rows: [{ sheetRow: 2, input: { msku_id: '900000000000000001', warehouse_id: 'W1', quantity: '5' } }], problems: [{ sheetRow: 9, field: 'quantity', message: 'must be a whole number' }] }),
    'schedules.save': (input) => ({ ...nightly, rule: { ...nightly.rule, ...input, id: 'r2', common: input.common ?? {}, paused: false } as ScheduleView['rule'], lastRun: null }),
  });
  renderWithProviders(<ScheduledSyncsSection />, { bridge, locale });
  return bridge;
}

describe('the Scheduled syncs section of Settings', () => {
  it('lists a rule with its last run, outcome, counts, next run and why it waits', async () => {
    setup();
    const row = await screen.findByRole('row', { name: /Nightly stock/ });
    expect(within(row).getByText('daily at 02:00')).toBeTruthy();
    expect(within(row).getByText('unknown outcomes: decide them in Activity')).toBeTruthy();
    expect(within(row).getByText('30 sent: 28 succeeded, 0 failed, 2 unknown; 970 unchanged')).toBeTruthy();
    expect(within(row).getByText(/has no app secret/).getAttribute('data-waiting')).toBe('NO_SECRET');
    expect(within(row).getByText('stock-results-job-1.xlsx').getAttribute('title')).toBe('/exports/stock-results-job-1.xlsx');
  });

  it('runs now, pauses, and shows a dry run\'s count and first rows', async () => {
    const bridge = setup();
    const row = await screen.findByRole('row', { name: /Nightly stock/ });
    fireEvent.click(within(row).getByRole('button', { name: 'Run now' }));
    expect(await within(row).findByText('Started: job job-20260502T090000-cd34.')).toBeTruthy();
    expect(bridge.callsOf('schedules.runNow')).toEqual([{ id: 'r1' }]);

    fireEvent.click(within(row).getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(within(screen.getByRole('row', { name: /Nightly stock/ })).getByRole('button', { name: 'Resume' })).toBeTruthy());
    expect(bridge.callsOf('schedules.setPaused')).toEqual([{ id: 'r1', paused: true }]);
    expect(within(screen.getByTestId('schedule-next')).getByText('paused')).toBeTruthy();

    fireEvent.click(within(screen.getByRole('row', { name: /Nightly stock/ })).getByRole('button', { name: 'Dry run' }));
    const dry = await screen.findByTestId('schedule-dry-run');
    expect(within(dry).getByText('Dry run of Nightly stock: nothing was sent')).toBeTruthy();
    expect(within(dry).getByText('/exports/stock.csv: 3 to send, 997 unchanged, 0 held back, 1 invalid.')).toBeTruthy();
    expect(within(dry).getByText('msku_id=900000000000000001, warehouse_id=W1, quantity=5')).toBeTruthy();
    expect(within(dry).getByText('9 · quantity: must be a whole number')).toBeTruthy();
  });

  it('refuses a form that is not a rule yet, naming the fields, and saves one that is', async () => {
    const bridge = setup();
    await screen.findByRole('row', { name: /Nightly stock/ });
    fireEvent.click(screen.getByRole('button', { name: 'New scheduled sync' }));
    const form = screen.getByRole('form', { name: 'New scheduled sync' });
    fireEvent.click(within(form).getByRole('button', { name: 'Save rule' }));
    expect(within(form).getByRole('alert').textContent).toBe('Check these fields: name, operation, source.');
    expect(bridge.callsOf('schedules.save')).toEqual([]);

    fireEvent.change(within(form).getByLabelText(/^Name/), { target: { value: 'Hourly stock' } });
    fireEvent.change(within(form).getByLabelText(/^File/), { target: { value: '/exports/stock-*.csv' } });
    // The operation's select, then its common field.
    fireEvent.click(within(form).getAllByRole('button').find((b) => b.closest('.field')?.textContent?.includes('Operation'))!);
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(SYNC_OPERATIONS.length);
    fireEvent.click(options[SYNC_OPERATIONS.indexOf('videoxStock')]!);
    fireEvent.change(await within(form).findByLabelText('store_id'), { target: { value: '51' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save rule' }));
    await waitFor(() => expect(bridge.callsOf('schedules.save')).toHaveLength(1));
    expect(bridge.callsOf('schedules.save')[0]).toMatchObject({ name: 'Hourly stock', profileId: 'p-live', common: { store_id: '51' }, operation: 'videoxStock', source: { kind: 'folder', folder: '/exports', pattern: 'stock-*.csv' }, when: { kind: 'every', minutes: 60 }, paused: false });
  });

  it('speaks zh-CN', async () => {
    setup('zh-CN');
    const row = await screen.findByRole('row', { name: /Nightly stock/ });
    expect(within(row).getByText('每天 02:00')).toBeTruthy();
    expect(within(row).getByRole('button', { name: '立即运行' })).toBeTruthy();
    expect(within(row).getByText('已发送 30：成功 28，失败 0，未知 2；未变化 970')).toBeTruthy();
  });
});
