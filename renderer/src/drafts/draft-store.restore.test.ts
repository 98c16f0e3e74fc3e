// A draft with one long list (a grid's rows) comes back as its JSON text and is checked a slice of rows at a time,
// the state saying how many are back; a row that does not fit, however far in, keeps the whole draft aside (never
// half of it shown); and the next save sends only the change, against the very text that came back.
import { describe, expect, it } from 'vitest';
import type { MethodInput } from '../../../shared/ipc';
import { bulkDraft, bulkDraftList, type BulkDraft } from '../components/grid/bulk/draft-content';
import { DraftStore, RESTORE_SLICE, type DraftBridge } from './draft-store';

const ROWS = 2 * RESTORE_SLICE + 2000;
const contentOf = (rows: BulkDraft['rows']): BulkDraft => ({ rows, extra: { store_id: '700001' }, job: { last: [], starting: null } });
const rowsOf = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `r${i}`, values: { msku_id: `P-${i}`, quantity: String(i % 1000) } }));

function setUp(stored: string) {
  let text = stored;
  const saves: Array<MethodInput<'drafts.save'>> = [];
  const asides: string[] = [];
  const bridge = {
    async call(method: string, input: unknown) {
      if (method === 'drafts.load') return { name: 'n', operation: 'videoxStock', savedAt: '2026-12-01T09:00:00.000Z', chars: text.length, revision: 4, contentJson: text };
      if (method === 'drafts.setAside') {
        asides.push((input as { reason: string }).reason);
        return { keptAs: 'draft-n.json.damaged-x' };
      }
      if (method === 'drafts.save') {
        const save = input as MethodInput<'drafts.save'>;
        saves.push(save);
        const p = save.patch!;
        text = text.slice(0, p.at) + p.text + text.slice(p.at + p.remove);
        return { name: 'n', operation: 'videoxStock', savedAt: '2026-12-01T09:00:01.000Z', chars: text.length, revision: 5 };
      }
      throw new Error(`no fake for ${method}`);
    },
  } as DraftBridge;
  // The idle moments and the typing pause, run when the test says.
  let idle: Array<() => void> = [];
  let later: Array<() => void> = [];
  const loaded: BulkDraft[] = [];
  const mounted = contentOf([]);
  const store = new DraftStore<BulkDraft>({
    bridge,
    name: 'n',
    operation: 'videoxStock',
    schema: bulkDraft,
    list: bulkDraftList,
    mounted,
    sameProfile: () => true,
    onLoad: (c) => loaded.push(c),
    timers: {
      after: (_ms, run) => (later.push(run), () => undefined),
      idle: (run) => (idle.push(run), () => undefined),
    },
  });
  const settle = () => new Promise((r) => setTimeout(r, 0));
  const runIdle = async () => {
    const due = idle;
    idle = [];
    for (const run of due) run();
    await settle();
  };
  const runLater = async () => {
    const due = later;
    later = [];
    for (const run of due) run();
    await settle();
  };
  return { store, saves, asides, loaded, settle, runIdle, runLater, text: () => text };
}

describe('a long draft coming back', () => {
  it('is checked a slice at a time, says how many rows are back, then hands over every row', async () => {
    const rows = rowsOf(ROWS);
    const s = setUp(JSON.stringify(contentOf(rows)));
    s.store.load();
    await s.settle();
    expect(s.store.current().state).toEqual({ kind: 'loading', restoring: { done: 0, total: ROWS } });
    await s.runIdle();
    expect(s.store.current().state).toEqual({ kind: 'loading', restoring: { done: RESTORE_SLICE, total: ROWS } });
    await s.runIdle();
    expect(s.store.current().state).toEqual({ kind: 'loading', restoring: { done: 2 * RESTORE_SLICE, total: ROWS } });
    expect(s.store.hasArrival).toBe(false);
    await s.runIdle();
    expect(s.store.hasArrival).toBe(true);
    s.store.applyArrival(null);
    expect(s.store.loaded).toBe(true);
    expect(s.loaded).toEqual([contentOf(rows)]);
  });

  it('keeps the draft aside when a row deep in it does not fit, and shows none of it', async () => {
    const rows: unknown[] = rowsOf(ROWS);
    rows[RESTORE_SLICE + 123] = { id: '', values: { msku_id: 'P-x' } };
    const s = setUp(JSON.stringify({ ...contentOf([]), rows }));
    s.store.load();
    await s.settle();
    await s.runIdle();
    expect(s.asides).toEqual([]);
    await s.runIdle();
    expect(s.asides).toEqual(['schema']);
    expect(s.store.current().state).toMatchObject({ kind: 'idle', damaged: { reason: 'schema' } });
    expect(s.store.hasArrival).toBe(false);
    expect(s.loaded).toEqual([]);
  });

  it('sends one edited row as the change to the text that came back', async () => {
    const rows = rowsOf(ROWS);
    const s = setUp(JSON.stringify(contentOf(rows)));
    s.store.load();
    await s.settle();
    for (let i = 0; i < 3; i++) await s.runIdle();
    s.store.applyArrival(null);
    const shown = s.loaded[0]!;
    const edited = shown.rows.slice();
    edited[7000] = { ...edited[7000]!, values: { ...edited[7000]!.values, quantity: '42' } };
    s.store.setContent({ ...shown, rows: edited });
    await s.runLater();
    while (s.saves.length === 0) await s.runIdle();
    const patch = s.saves[0]!.patch!;
    expect(s.saves[0]!.baseRevision).toBe(4);
    expect(patch.text.length).toBeLessThan(5000);
    expect(s.text()).toBe(JSON.stringify({ ...contentOf(rows), rows: edited }));
  });
});
