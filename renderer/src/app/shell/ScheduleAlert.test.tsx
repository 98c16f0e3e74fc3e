import { screen, waitFor } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { ScheduleView } from '../../../../shared/ipc';
import { fakeBridge } from '../../testing/fake-bridge';
import { renderWithProviders } from '../../testing/render';
import { ScheduleAlert } from './ScheduleAlert';

const view = (name: string, outcome: NonNullable<ScheduleView['lastRun']>['outcome'] | null): ScheduleView => ({
  rule: { id: name, name, profileId: 'p1', operation: 'videoxStock', common: {}, source: { kind: 'file', path: '/x.csv' }, when: { kind: 'every', minutes: 5 }, paused: false },
  lastRun: outcome === null ? null : { at: 0, trigger: 'schedule', jobId: null, outcome, counts: { sent: 0, succeeded: 0, failed: 0, unknown: 0, unchanged: 0, held: 0, invalid: 0 }, problem: null, results: null, file: null },
  nextRunAt: null,
  running: false,
  waiting: null,
});

/** The alert links to Settings: it renders inside a router with that route. */
function Harness() {
  const [router] = useState(() => {
    const root = createRootRoute({ component: Outlet });
    return createRouter({
      routeTree: root.addChildren([
        createRoute({ getParentRoute: () => root, path: '/', component: ScheduleAlert }),
        createRoute({ getParentRoute: () => root, path: '/settings', component: () => null }),
      ]),
      history: createMemoryHistory({ initialEntries: ['/'] }),
    });
  });
  return <RouterProvider router={router} />;
}

const render = (rules: ScheduleView[], locale: 'en' | 'zh-CN' = 'en') => renderWithProviders(<Harness />, { bridge: fakeBridge({ 'schedules.list': () => ({ rules }) }), locale });

describe('the status bar on scheduled syncs', () => {
  it('names a rule whose last run left unknown outcomes, and how many more need a look, linking to the rules', async () => {
    render([view('Fine', 'succeeded'), view('Nightly stock', 'unknown'), view('Renames', 'failed')]);
    const alert = await screen.findByTestId('schedule-alert');
    expect(alert.textContent).toBe('Scheduled sync “Nightly stock”: unknown outcomes (and 1 more rule)');
    expect(screen.getByRole('link').getAttribute('href')).toContain('section=schedules');
  });

  it('says so in zh-CN for a failed run', async () => {
    render([view('夜间库存', 'failed')], 'zh-CN');
    expect((await screen.findByTestId('schedule-alert')).textContent).toBe('定时同步“夜间库存”：未能顺利运行');
  });

  it('says nothing while every rule ran well or has not run', async () => {
    const { queryClient } = render([view('Fine', 'succeeded'), view('Quiet', 'nothingToSend'), view('New', null)]);
    await waitFor(() => expect(queryClient.getQueryData(['schedules.list', {}])).toBeDefined());
    expect(screen.queryByTestId('schedule-alert')).toBeNull();
  });
});
