// The browser bridge while its host is away: nothing that changes anything is sent (refused at once, in a code
// the renderer words), a read waits and goes out once the host answers, and a refused token is a replaced
// session. fetch is stood in for; the liveness clock is the test's.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { manualClock, settle } from '../testing/manual-clock';
import { createHttpBridge } from './http-bridge';

type Host = 'up' | 'down' | 'new-token';
let host: Host = 'up';
const sent: string[] = [];

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function installFetch() {
  vi.stubGlobal('fetch', async (input: string) => {
    const url = String(input);
    if (url.endsWith('/events')) return new Promise<Response>(() => undefined); // a stream that stays open
    sent.push(url.replace('http://127.0.0.1:9/ipc/', ''));
    if (host === 'down') throw new TypeError('Failed to fetch');
    if (host === 'new-token') return json(403, { ok: false, error: { code: 'FORBIDDEN', message: 'A valid launch token is required', details: { reason: 'token' } } });
    return json(200, { ok: true, result: { jobs: [] } });
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  host = 'up';
  sent.length = 0;
});

describe('the browser bridge while the host is away', () => {
  it('refuses a change at once, holds a read until the host answers, then sends it', async () => {
    installFetch();
    const clock = manualClock();
    const bridge = createHttpBridge('http://127.0.0.1:9', 'tok', { clock });
    expect(await bridge.methods['jobs.list']({})).toEqual({ ok: true, result: { jobs: [] } });

    host = 'down';
    // A change that could not connect: answered HOST_AWAY (it may or may not have reached the host).
    expect(await bridge.methods['jobs.cancel']({ jobId: 'job-20260101T000000Z-0a1b2c3d' })).toMatchObject({ ok: false, error: { code: 'HOST_AWAY', details: { sent: 'unknown' } } });
    await settle();
    expect(bridge.liveness.state.kind).toBe('away');
    // Now away: a change is refused without being sent.
    sent.length = 0;
    expect(await bridge.methods['profiles.switch']({ id: 'p1' })).toMatchObject({ ok: false, error: { code: 'HOST_AWAY', details: { sent: false } } });
    expect(sent).toEqual([]);
    // A read waits.
    let answered: unknown = null;
    void bridge.methods['jobs.list']({}).then((r) => (answered = r));
    await clock.advance(2_500);
    expect(answered).toBeNull();
    expect(sent.filter((s) => s === 'jobs.list')).toEqual([]);

    host = 'up';
    await clock.advance(5_000); // the next probe finds the host
    await vi.waitFor(() => expect(answered).toEqual({ ok: true, result: { jobs: [] } }));
    expect(bridge.liveness.state.kind).toBe('up');
  });

  it('a host that refuses the tab’s token replaced its session: changes are refused as STALE_SESSION', async () => {
    installFetch();
    const bridge = createHttpBridge('http://127.0.0.1:9', 'tok', { clock: manualClock() });
    host = 'new-token';
    expect(await bridge.methods['profiles.switch']({ id: 'p1' })).toMatchObject({ ok: false, error: { code: 'STALE_SESSION' } });
    expect(bridge.liveness.state.kind).toBe('replaced');
    sent.length = 0;
    expect(await bridge.methods['drafts.delete']({ name: 'x' })).toMatchObject({ ok: false, error: { code: 'STALE_SESSION', details: { sent: false } } });
    expect(sent).toEqual([]);
  });
});

describe('the browser bridge’s event stream', () => {
  it('reopened after a drop, tells every ledger mirror to look again: what was pushed meanwhile is lost', async () => {
    let opens = 0;
    const encoder = new TextEncoder();
    vi.stubGlobal('fetch', async (input: string) => {
      const url = String(input);
      if (!url.endsWith('/events')) return json(200, { ok: true, result: {} });
      opens++;
      // The first stream carries one push and is dropped (the host stopped waiting for a busy page); the next stays.
      const body = new ReadableStream<Uint8Array>({
        start(c) {
          if (opens === 1) {
            c.enqueue(encoder.encode(`event: ledger.changed\ndata: ${JSON.stringify({ operation: 'videoxStock', entries: [], jobs: { j: 'running' }, lookupAgain: false })}\n\n`));
            c.close();
          }
        },
      });
      return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
    });
    const bridge = createHttpBridge('http://127.0.0.1:9', 'tok', { clock: manualClock() });
    const heard: Array<{ operation: string; lookupAgain: boolean }> = [];
    bridge.events['ledger.changed']((e) => heard.push({ operation: e.operation, lookupAgain: e.lookupAgain }));
    await vi.waitFor(() => expect(opens).toBe(2), { timeout: 15_000 });
    await vi.waitFor(() => expect(heard.filter((h) => h.lookupAgain).map((h) => h.operation)).toContain('videoxStock'));
    expect(heard[0]).toEqual({ operation: 'videoxStock', lookupAgain: false });
    expect(new Set(heard.filter((h) => h.lookupAgain).map((h) => h.operation)).size).toBeGreaterThan(5);
  }, 30_000);
});
