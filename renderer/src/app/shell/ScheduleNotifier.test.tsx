// The notifier as the user meets it: a run that ends badly is told once, by a system notification in the user's
// language with its counts, and a click on it opens the run's job in Activity; a run that went well, or the old
// runs of the first list this machine sees, are not told; the setting turned off tells nothing.
import { waitFor } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider, type AnyRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ScheduleView } from '../../../../shared/ipc';
import { fakeBridge } from '../../testing/fake-bridge';
import { renderWithProviders } from '../../testing/render';
import { setNotificationsOn } from './notify-setting';
import { ScheduleNotifier } from './ScheduleNotifier';

type Outcome = NonNullable<ScheduleView['lastRun']>['outcome'];
const view = (id: string, name: string, outcome: Outcome, at: number, jobId: string | null = `job-${id}-${at}`): ScheduleView => ({
  rule: { id, name, profileId: 'p1', operation: 'videoxStock', common: {}, source: { kind: 'file', path: '/x.csv' }, when: { kind: 'every', minutes: 5 }, paused: false },
  lastRun: { at, trigger: 'schedule', jobId, outcome, counts: { sent: 2400, succeeded: 1200, failed: 1000, unknown: 200, unchanged: 0, held: 0, invalid: 3 }, problem: null, results: null, file: null },
  nextRunAt: null,
  running: false,
  waiting: null,
});

/** What the page's Notification constructor was asked to show. */
interface Shown {
  title: string;
  options: NotificationOptions;
  onclick: (() => void) | null;
  closed: boolean;
}
let shown: Shown[] = [];
const realNotification = globalThis.Notification;

beforeEach(() => {
  shown = [];
  localStorage.clear();
  class RecordingNotification {
    static permission: NotificationPermission = 'granted';
    static requestPermission = () => Promise.resolve('granted' as const);
    private readonly record: Shown;
    constructor(title: string, options: NotificationOptions = {}) {
      this.record = { title, options, onclick: null, closed: false };
      shown.push(this.record);
    }
    set onclick(fn: (() => void) | null) {
      this.record.onclick = fn;
    }
    close() {
      this.record.closed = true;
    }
  }
  globalThis.Notification = RecordingNotification as unknown as typeof Notification;
});
afterEach(() => {
  globalThis.Notification = realNotification;
});

let router: AnyRouter;
function Harness() {
  const [r] = useState(() => {
    const root = createRootRoute({ component: () => (<><ScheduleNotifier /><Outlet /></>) });
    return createRouter({
      routeTree: root.addChildren([
        createRoute({ getParentRoute: () => root, path: '/', component: () => null }),
        createRoute({ getParentRoute: () => root, path: '/activity', component: () => null, validateSearch: (s: Record<string, unknown>) => ({ job: typeof s.job === 'string' ? s.job : undefined }) }),
        createRoute({ getParentRoute: () => root, path: '/settings', component: () => null }),
      ]),
      history: createMemoryHistory({ initialEntries: ['/'] }),
    });
  });
  router = r;
  return <RouterProvider router={r} />;
}

function start(rules: ScheduleView[], locale: 'en' | 'zh-CN' = 'en') {
  const bridge = fakeBridge({ 'schedules.list': () => ({ rules }) });
  const rendered = renderWithProviders(<Harness />, { bridge, locale });
  return { bridge, ...rendered };
}

describe('telling of a scheduled run that needs a look', () => {
  it('tells a run that ended with failed rows once, with its counts, and a click opens its job in Activity', async () => {
    const { bridge, queryClient } = start([view('r1', 'Nightly stock', 'succeeded', 1)]);
    // The first list is taken as known: nothing is told of it.
    await waitFor(() => expect(queryClient.getQueryData(['schedules.list', {}])).toBeDefined());
    expect(shown).toEqual([]);

    const failed = view('r1', 'Nightly stock', 'failed', 2);
    bridge.emit('schedule.runEnded', failed);
    await waitFor(() => expect(shown).toHaveLength(1));
    expect(shown[0]!.title).toBe('Scheduled sync “Nightly stock”: rows failed');
    expect(shown[0]!.options.body).toBe('2,400 sent: 1,200 succeeded, 1,000 failed, 200 unknown; 3 invalid, 0 held back.\nClick to open the job in Activity.');

    // The same run heard again is not told twice: the next notice is another rule's.
    bridge.emit('schedule.runEnded', failed);
    bridge.emit('schedule.runEnded', view('r9', 'Renames', 'error', 3));
    await waitFor(() => expect(shown).toHaveLength(2));
    expect(shown.map((n) => n.title)).toEqual(['Scheduled sync “Nightly stock”: rows failed', 'Scheduled sync “Renames”: stopped by an error']);

    shown[0]!.onclick!();
    await waitFor(() => expect(router.state.location.pathname).toBe('/activity'));
    expect(router.state.location.search).toEqual({ job: 'job-r1-2' });
    expect(shown[0]!.closed).toBe(true);
  });

  it('says it in zh-CN, and a run refused before any job opens the rules', async () => {
    const { bridge, queryClient } = start([], 'zh-CN');
    await waitFor(() => expect(queryClient.getQueryData(['schedules.list', {}])).toBeDefined());
    bridge.emit('schedule.runEnded', view('r2', '夜间库存', 'unknown', 5));
    await waitFor(() => expect(shown).toHaveLength(1));
    expect(shown[0]!.title).toBe('定时同步“夜间库存”：有未知结果');
    expect(shown[0]!.options.body).toContain('已发送 2,400：成功 1,200，失败 1,000，未知 200');
    expect(shown[0]!.options.lang).toBe('zh-CN');

    bridge.emit('schedule.runEnded', view('r3', '改名', 'refused', 6, null));
    await waitFor(() => expect(shown).toHaveLength(2));
    expect(shown[1]!.options.body).toContain('点击打开“定时同步”。');
    shown[1]!.onclick!();
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
  });

  it('tells nothing of a run that went well, nor anything once the user turned notices off', async () => {
    const { bridge, queryClient } = start([]);
    await waitFor(() => expect(queryClient.getQueryData(['schedules.list', {}])).toBeDefined());
    bridge.emit('schedule.runEnded', view('r1', 'Nightly stock', 'succeeded', 3));
    setNotificationsOn(false);
    bridge.emit('schedule.runEnded', view('r2', 'Renames', 'failed', 4));
    // Both runs are accounted for (the machine's record holds them) and neither was shown.
    await waitFor(() => expect(JSON.parse(localStorage.getItem('opsdesk.schedules.notified') ?? '{}')).toEqual({ r1: 3, r2: 4 }));
    expect(shown).toEqual([]);
    setNotificationsOn(true);
  });
});
