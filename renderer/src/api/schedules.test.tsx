// The schedules list is read anew when a run ends, at once, not at the next poll; the poll is a slow fallback.
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ScheduleView } from '../../../shared/ipc';
import { fakeBridge } from '../testing/fake-bridge';
import { newQueryClient, Providers } from '../testing/render';
import { useBridgeEvents } from './events';
import { SCHEDULES_FALLBACK_MS, schedulesRefetchMs, useSchedules } from './schedules';

const view = (at: number | null, nextRunAt: number | null = null): ScheduleView => ({
  rule: { id: 'r1', name: 'Nightly stock', profileId: 'p1', operation: 'videoxStock', common: {}, source: { kind: 'file', path: '/x.csv' }, when: { kind: 'every', minutes: 5 }, paused: false },
  lastRun: at === null ? null : { at, trigger: 'schedule', jobId: `job-${at}`, outcome: 'failed', counts: { sent: 3, succeeded: 2, failed: 1, unknown: 0, unchanged: 0, held: 0, invalid: 0 }, problem: null, results: null, file: null },
  nextRunAt,
  running: false,
  waiting: null,
});

function LastRun() {
  const rules = useSchedules().data?.rules;
  return <output data-testid="last">{rules ? String(rules[0]?.lastRun?.at ?? 'never') : 'loading'}</output>;
}

function setup() {
  let ran: number | null = null;
  const bridge = fakeBridge({ 'schedules.list': () => ({ rules: [view(ran)] }) });
  const queryClient = newQueryClient();
  function Events() {
    useBridgeEvents(bridge, queryClient);
    return null;
  }
  const view$ = render(
    <Providers bridge={bridge} queryClient={queryClient}>
      <Events />
      <LastRun />
    </Providers>,
  );
  const shown = () => view$.getByTestId('last').textContent;
  const reads = () => bridge.callsOf('schedules.list').length;
  return { bridge, shown, reads, runEnds: (at: number) => { ran = at; bridge.emit('schedule.runEnded', view(at)); } };
}

/** Lets promises and React settle without moving the clock. */
const flush = () => act(() => vi.advanceTimersByTimeAsync(0));

describe('the schedules list and the run-end event', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] }));
  afterEach(() => vi.useRealTimers());

  it('is read anew the moment a run ends, with no time passing', async () => {
    const s = setup();
    for (let i = 0; i < 5 && s.shown() === 'loading'; i++) await flush();
    expect(s.shown()).toBe('never');
    expect(s.reads()).toBe(1);

    s.runEnds(42);
    await flush();
    await flush();
    expect(s.reads()).toBe(2);
    expect(s.shown()).toBe('42');
  });

  it('is not polled for runs: the next read without an event is the slow fallback', async () => {
    const s = setup();
    for (let i = 0; i < 5 && s.shown() === 'loading'; i++) await flush();
    await act(() => vi.advanceTimersByTimeAsync(SCHEDULES_FALLBACK_MS - 1_000));
    expect(s.reads()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(s.reads()).toBe(2);
  });
});

describe('schedulesRefetchMs', () => {
  it('reads just after the next rule is due, else at the fallback', () => {
    expect(schedulesRefetchMs([view(null)], 0)).toBe(SCHEDULES_FALLBACK_MS);
    expect(schedulesRefetchMs([view(null, 10_000), view(null, 50_000)], 0)).toBe(11_000);
    // Overdue (the main process is starting it): once, a moment after, not in a loop.
    expect(schedulesRefetchMs([view(null, 5_000)], 60_000)).toBe(1_000);
    expect(schedulesRefetchMs([view(null, 10 * SCHEDULES_FALLBACK_MS)], 0)).toBe(SCHEDULES_FALLBACK_MS);
  });
});
