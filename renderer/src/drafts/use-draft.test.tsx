// The draft store as a screen sees it: a 33,000-row grid autosaves and comes back whole; a second tab that
// saves on a draft the first one replaced is told and chooses (keep mine / load theirs), losing nothing typed;
// a damaged draft (or one that does not fit the screen) is kept aside with a notice, never saved over; what the
// user typed or pasted before the stored draft arrived wins over it, and a discard before it arrived deletes it.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { draftSaveInput, type MethodInput } from '../../../shared/ipc';
import { BridgeError } from '../bridge/client';
import { fakeBridge } from '../testing/fake-bridge';
import { renderWithProviders } from '../testing/render';
import { bulkDraft, type BulkDraft } from '../components/grid/bulk/draft-content';
import { DraftStatus } from '../components/grid/bulk/DraftStatus';
import { DRAFT_FIELD, useDraft } from './use-draft';

const NAME = 'stock videox';

/** The main side's rules, as the contract and the store state them: size checked by the contract, revisions compared. */
function mainSide(initial: BulkDraft | null) {
  let doc: { json: string; revision: number; savedAt: string } | null = initial ? { json: JSON.stringify(initial), revision: 1, savedAt: '2026-11-25T09:00:00.000Z' } : null;
  let tick = 0;
  const stored = () => (doc ? (JSON.parse(doc.json) as BulkDraft) : null);
  const handlers = {
    'drafts.load': ({ name }: MethodInput<'drafts.load'>) =>
      doc ? { name, operation: null, savedAt: doc.savedAt, chars: doc.json.length, revision: doc.revision, content: JSON.parse(doc.json) as BulkDraft } : null,
    'drafts.save': (input: MethodInput<'drafts.save'>) => {
      const i = draftSaveInput.parse(input);
      const current = doc?.revision ?? null;
      if (i.baseRevision !== undefined && i.baseRevision !== current) {
        throw new BridgeError({ code: 'DRAFT_STALE', message: 'stale', details: { revision: current, savedAt: doc?.savedAt ?? null } });
      }
      const patch = i.patch;
      const json = patch ? doc!.json.slice(0, patch.at) + patch.text + doc!.json.slice(patch.at + patch.remove) : (i.contentJson ?? JSON.stringify(i.content));
      if (patch) expect(json.length).toBe(patch.length);
      doc = { json, revision: (current ?? 0) + 1, savedAt: `2026-11-25T10:00:${String(++tick).padStart(2, '0')}.000Z` };
      return { name: i.name, operation: i.operation, savedAt: doc.savedAt, chars: json.length, revision: doc.revision };
    },
    'drafts.delete': () => {
      doc = null;
      return { ok: true as const };
    },
    'drafts.setAside': () => {
      doc = null;
      return { keptAs: 'draft-abc.json.damaged-2026-11-25T10-00-00-000Z' };
    },
  };
  return { handlers, stored };
}

const rowsOf = (n: number, tag: string): BulkDraft['rows'] =>
  Array.from({ length: n }, (_, i) => ({ id: `r${i}`, values: { msku: `P-${String(i).padStart(6, '0')}`, quantity: `${tag}${i % 100}` } }));
const draftOf = (rows: BulkDraft['rows'], last: string[] = [], extra: BulkDraft['extra'] = { store_id: '' }): BulkDraft => ({ rows, extra, job: { last, starting: null } });
const NO_JOBS: BulkDraft['job'] = { last: [], starting: null };

type Edit = (f: (rows: BulkDraft['rows']) => BulkDraft['rows']) => void;

function Screen({ label, onEdit, onSend, onDiscard }: { label: string; onEdit: (edit: Edit) => void; onSend?: (send: (jobId: string) => void) => void; onDiscard?: (discard: () => void) => void }) {
  const [rows, setRows] = useState<BulkDraft['rows']>([]);
  const [store, setStore] = useState('');
  // The jobs a send started: what the job lifecycle records in the draft (bulk.record).
  const [job, setJob] = useState<BulkDraft['job']>(NO_JOBS);
  onEdit((f) => setRows(f));
  onSend?.((jobId) => setJob({ last: [jobId], starting: null }));
  const draft = useDraft(NAME, 'videoxStock', { rows, extra: { store_id: store }, job }, bulkDraft, (d) => {
    setRows(d.rows);
    if (d.extra && typeof d.extra === 'object' && !Array.isArray(d.extra) && typeof d.extra.store_id === 'string') setStore(d.extra.store_id);
    setJob(d.job);
  }, { saveAtOnceOn: job });
  // "Discard draft" as the bulk screens do it: the grid and the record reset, then the stored draft deleted.
  onDiscard?.(() => {
    setRows([]);
    setJob(NO_JOBS);
    void draft.clear();
  });
  return (
    <section aria-label={label}>
      <output data-testid={`${label}-rows`}>{rows.length}</output>
      <output data-testid={`${label}-first`}>{rows[0]?.values.quantity ?? ''}</output>
      <input aria-label={`${label} store`} value={store} onChange={(e) => setStore(e.target.value)} {...{ [DRAFT_FIELD]: 'extra.store_id' }} />
      <DraftStatus state={draft.state} />
    </section>
  );
}

function open(main: ReturnType<typeof mainSide>, label: string) {
  let edit: Edit = () => undefined;
  let discard: () => void = () => undefined;
  const bridge = fakeBridge({ ...main.handlers, 'profiles.list': () => ({ activeId: 'p1', profiles: [] }) });
  const view = renderWithProviders(<Screen label={label} onEdit={(e) => (edit = e)} onDiscard={(d) => (discard = d)} />, { bridge });
  return { bridge, view, edit: (f: Parameters<Edit>[0]) => act(() => edit(f)), discard: () => act(() => discard()) };
}

const inTab = (label: string) => within(screen.getByRole('region', { name: label }));

describe('the draft store, as a screen uses it', () => {
  it('autosaves a 33,000-row grid (past the old 2,000,000-character cap) and loads it back whole', async () => {
    const main = mainSide(null);
    const tab = open(main, 'tab');
    await waitFor(() => expect(screen.getByTestId('draft-status').dataset.state).toBe('idle'));
    tab.edit(() => rowsOf(33_000, 'a'));
    await waitFor(() => expect(main.stored()?.rows).toHaveLength(33_000), { timeout: 10_000 });
    expect(JSON.stringify(main.stored()).length).toBeGreaterThan(2_000_000);
    expect(screen.getByTestId('draft-status').dataset.state).toBe('idle');
    // An edit of one row afterwards goes out as that row alone, not as the whole grid again.
    tab.edit((rows) => rows.map((r, i) => (i === 29_000 ? { ...r, values: { ...r.values, quantity: 'edited' } } : r)));
    await waitFor(() => expect(main.stored()?.rows[29_000]?.values.quantity).toBe('edited'), { timeout: 10_000 });
    const last = tab.bridge.callsOf('drafts.save').at(-1) as MethodInput<'drafts.save'>;
    expect(last.contentJson).toBeUndefined();
    expect(last.patch?.text).toBe(JSON.stringify(main.stored()?.rows[29_000]));
    tab.view.unmount();

    open(main, 'again');
    await waitFor(() => expect(screen.getByTestId('again-rows').textContent).toBe('33000'), { timeout: 10_000 });
    expect(screen.getByTestId('again-first').textContent).toBe('a0');
  }, 30_000);

  it('saves what a send recorded at once, not after the typing pause, so a reload right after the send keeps it', async () => {
    const main = mainSide(draftOf(rowsOf(2, 'q')));
    let send: (jobId: string) => void = () => undefined;
    const bridge = fakeBridge({ ...main.handlers, 'profiles.list': () => ({ activeId: 'p1', profiles: [] }) });
    renderWithProviders(<Screen label="tab" onEdit={() => undefined} onSend={(s) => (send = s)} />, { bridge });
    await waitFor(() => expect(screen.getByTestId('tab-rows').textContent).toBe('2'));
    // The typing pause never ends in this test: only a save at once can reach the store.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestIdleCallback', 'cancelIdleCallback'] });
    try {
      await act(async () => send('job-sent-1'));
      await act(async () => undefined);
      expect(bridge.callsOf('drafts.save')).toHaveLength(1);
      expect(main.stored()?.job.last).toEqual(['job-sent-1']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a stale save from a second tab, tells it, and lets it keep its work or load the other', async () => {
    const main = mainSide(draftOf(rowsOf(3, 'start')));
    const a = open(main, 'A');
    const b = open(main, 'B');
    await waitFor(() => expect(screen.getByTestId('B-rows').textContent).toBe('3'));
    await waitFor(() => expect(screen.getByTestId('A-rows').textContent).toBe('3'));

    a.edit((rows) => rows.map((r, i) => (i === 0 ? { ...r, values: { ...r.values, quantity: 'from A' } } : r)));
    await waitFor(() => expect(main.stored()?.rows[0]?.values.quantity).toBe('from A'), { timeout: 5_000 });
    b.edit((rows) => rows.map((r, i) => (i === 0 ? { ...r, values: { ...r.values, quantity: 'from B' } } : r)));

    // B is told, in words and with a choice; A's save is not overwritten and B's typing is still on screen.
    const notice = await inTab('B').findByTestId('draft-conflict', {}, { timeout: 5_000 });
    expect(notice.textContent).toContain('Another tab or window saved this draft');
    expect(main.stored()?.rows[0]?.values.quantity).toBe('from A');
    expect(screen.getByTestId('B-first').textContent).toBe('from B');

    fireEvent.click(inTab('B').getByRole('button', { name: /Keep mine/ }));
    await waitFor(() => expect(main.stored()?.rows[0]?.values.quantity).toBe('from B'));
    expect(inTab('B').queryByTestId('draft-conflict')).toBeNull();

    // Now A is the stale one: it chooses to load B's work.
    a.edit((rows) => rows.map((r, i) => (i === 1 ? { ...r, values: { ...r.values, quantity: 'A again' } } : r)));
    await inTab('A').findByTestId('draft-conflict', {}, { timeout: 5_000 });
    fireEvent.click(inTab('A').getByRole('button', { name: /Load theirs/ }));
    await waitFor(() => expect(screen.getByTestId('A-first').textContent).toBe('from B'));
    expect(inTab('A').queryByTestId('draft-conflict')).toBeNull();
  }, 30_000);

  it('discards a draft that recorded a send, then saves what is typed next with no conflict (one tab only)', async () => {
    const main = mainSide(draftOf(rowsOf(3, 'old'), ['job-sent-1']));
    const tab = open(main, 'tab');
    await waitFor(() => expect(screen.getByTestId('tab-rows').textContent).toBe('3'));
    // The discard resets what was sent, which is saved at once, while the delete is on its way.
    tab.discard();
    await waitFor(() => expect(tab.bridge.callsOf('drafts.delete')).toHaveLength(1));
    tab.edit(() => rowsOf(1, 'typed'));
    await waitFor(() => expect(main.stored()?.rows[0]?.values.quantity).toBe('typed0'), { timeout: 5_000 });
    expect(main.stored()?.job.last).toEqual([]);
    expect(screen.queryByTestId('draft-conflict')).toBeNull();
    expect(screen.getByTestId('draft-status').dataset.state).toBe('idle');
  });

  it('discards while an autosave is on its way and its answer comes after the delete\'s: the next save is not taken as stale', async () => {
    const main = mainSide(draftOf(rowsOf(3, 'old')));
    // The save's answer is held back until the test lets it go: the delete, sent after it, answers first.
    let release: () => void = () => undefined;
    const save = main.handlers['drafts.save'];
    let hold = true;
    main.handlers['drafts.save'] = (input) => {
      const out = save(input);
      if (!hold) return out;
      hold = false;
      return new Promise<typeof out>((resolve) => (release = () => resolve(out))) as never;
    };
    const tab = open(main, 'tab');
    await waitFor(() => expect(screen.getByTestId('tab-rows').textContent).toBe('3'));
    tab.edit((rows) => rows.map((r, i) => (i === 0 ? { ...r, values: { ...r.values, quantity: 'before' } } : r)));
    await waitFor(() => expect(tab.bridge.callsOf('drafts.save')).toHaveLength(1), { timeout: 5_000 });
    tab.discard();
    await act(async () => undefined);
    await act(async () => release());
    await waitFor(() => expect(tab.bridge.callsOf('drafts.delete')).toHaveLength(1));
    // Whatever is saved after the delete goes as a new draft (the emptied screen may go at once): never stale.
    await waitFor(() => expect(screen.getByTestId('draft-status').dataset.state).toBe('idle'));
    expect(screen.queryByTestId('draft-conflict')).toBeNull();
    tab.edit(() => rowsOf(1, 'typed'));
    await waitFor(() => expect(main.stored()?.rows[0]?.values.quantity).toBe('typed0'), { timeout: 5_000 });
    expect(screen.queryByTestId('draft-conflict')).toBeNull();
  });

  it('shows that a damaged draft was kept aside, and starts without it instead of taking it as "no draft"', async () => {
    const main = mainSide(null);
    main.handlers['drafts.load'] = ({ name }) => ({ name, damaged: { keptAs: 'draft-abc.json.damaged-2026-11-25T10-00-00-000Z', reason: 'json' as const } }) as never;
    open(main, 'tab');
    const notice = await screen.findByTestId('draft-damaged');
    expect(notice.textContent).toContain('could not be read (not valid JSON)');
    expect(notice.textContent).toContain('draft-abc.json.damaged-2026-11-25T10-00-00-000Z');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('draft-damaged')).toBeNull();
  });

  it('has the main side keep aside a draft that does not fit the screen, before anything is saved over it', async () => {
    const main = mainSide(null);
    main.handlers['drafts.load'] = ({ name }) => ({ name, operation: null, savedAt: '2026-11-25T09:00:00.000Z', chars: 9, revision: 4, content: { rows: 'not rows' } }) as never;
    const tab = open(main, 'tab');
    const notice = await screen.findByTestId('draft-damaged');
    expect(notice.textContent).toContain('it does not fit this screen');
    expect(tab.bridge.callsOf('drafts.setAside')).toEqual([{ name: NAME, reason: 'schema' }]);
    expect(tab.bridge.callsOf('drafts.save')).toEqual([]);
  });

  it('says so in Chinese too', async () => {
    const main = mainSide(null);
    main.handlers['drafts.load'] = ({ name }) => ({ name, damaged: { keptAs: 'x.damaged-1', reason: 'json' as const } }) as never;
    const bridge = fakeBridge({ ...main.handlers, 'profiles.list': () => ({ activeId: 'p1', profiles: [] }) });
    renderWithProviders(<Screen label="zh" onEdit={() => undefined} />, { bridge, locale: 'zh-CN' });
    expect((await screen.findByTestId('draft-damaged')).textContent).toContain('本页面保存的草稿无法读取（不是有效的 JSON）');
  });

  /** A main side whose drafts.load answers only when the test says (the screen is up, the draft is on its way). */
  function heldLoad(main: ReturnType<typeof mainSide>) {
    const load = main.handlers['drafts.load'];
    let release: () => void = () => undefined;
    main.handlers['drafts.load'] = ((input: MethodInput<'drafts.load'>) => new Promise((resolve) => (release = () => resolve(load(input))))) as never;
    return () => act(async () => release());
  }

  it('keeps rows pasted before the stored draft arrived, loads the rest of it, and offers the saved draft instead', async () => {
    const main = mainSide(draftOf(rowsOf(3, 'old'), [], { store_id: '111' }));
    const release = heldLoad(main);
    const tab = open(main, 'tab');
    expect(screen.getByTestId('draft-status').dataset.state).toBe('loading');
    tab.edit(() => rowsOf(2, 'pasted'));
    await release();
    await waitFor(() => expect(screen.getByTestId('draft-status').dataset.state).toBe('idle'));
    expect(screen.getByTestId('tab-rows').textContent).toBe('2');
    expect(screen.getByTestId('tab-first').textContent).toBe('pasted0');
    // The store id was not touched: the saved one loads.
    expect((screen.getByLabelText('tab store') as HTMLInputElement).value).toBe('111');
    // What was pasted is saved over the old draft, and the user is told the saved rows were not loaded.
    await waitFor(() => expect(main.stored()?.rows).toHaveLength(2), { timeout: 5_000 });
    const notice = screen.getByTestId('draft-not-loaded');
    expect(notice.textContent).toContain('what you typed was kept');
    fireEvent.click(within(notice).getByRole('button', { name: /Load the saved draft instead/ }));
    await waitFor(() => expect(screen.getByTestId('tab-rows').textContent).toBe('3'));
    expect(screen.getByTestId('tab-first').textContent).toBe('old0');
    expect(screen.queryByTestId('draft-not-loaded')).toBeNull();
  });

  it('never writes into the field the user is in when the stored draft arrives, and keeps what they type there', async () => {
    const main = mainSide(draftOf(rowsOf(3, 'old'), [], { store_id: '111' }));
    const release = heldLoad(main);
    open(main, 'tab');
    const field = screen.getByLabelText('tab store') as HTMLInputElement;
    field.focus();
    await release();
    await waitFor(() => expect(screen.getByTestId('tab-rows').textContent).toBe('3'));
    expect(field.value).toBe('');
    fireEvent.change(field, { target: { value: '9' } });
    expect(field.value).toBe('9');
    await waitFor(() => expect(main.stored()?.extra).toEqual({ store_id: '9' }), { timeout: 5_000 });
  });

  it('deletes a stored draft the user discarded before it arrived, and never shows it', async () => {
    const main = mainSide(draftOf(rowsOf(3, 'old'), ['job-sent-1']));
    const release = heldLoad(main);
    const tab = open(main, 'tab');
    tab.discard();
    await release();
    await waitFor(() => expect(tab.bridge.callsOf('drafts.delete')).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId('draft-status').dataset.state).toBe('idle'));
    expect(screen.getByTestId('tab-rows').textContent).toBe('0');
    expect(main.stored()).toBeNull();
    expect(screen.queryByTestId('draft-not-loaded')).toBeNull();
  });
});
