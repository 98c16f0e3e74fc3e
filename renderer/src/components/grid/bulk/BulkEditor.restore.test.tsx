// A bulk screen whose stored draft is large comes back a slice of rows at a time: meanwhile it says above the grid
// how many rows are back (in the reader's language), so the grid's blank rows never look as if they were lost, and
// the grid stays usable (what is typed meanwhile wins, test/e2e/ledger.spec.ts); then every row is there.
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MethodInput } from '../../../../../shared/ipc';
import { VideoxStock } from '../../../features/stock/VideoxStock';
import { fakeBridge } from '../../../testing/fake-bridge';
import { giveElementsLayout } from '../../../testing/grid-layout';
import { renderWithProviders } from '../../../testing/render';
import type { Locale } from '../../../i18n/locales';
import { RESTORE_SLICE } from '../../../drafts/draft-store';

giveElementsLayout();

const ROWS = 2 * RESTORE_SLICE + 2000;
const mskuOf = (i: number) => `P-${String(i + 1).padStart(6, '0')}`;
const STORED = JSON.stringify({
  rows: Array.from({ length: ROWS }, (_, i) => ({ id: `r${i}`, values: { msku_id: mskuOf(i), warehouse_id: '', quantity: String(i % 1000) } })),
  extra: { store_id: '700001' },
  job: { last: [], starting: null },
});

// The idle moments the draft's slices wait for, run when the test says.
let idle: Array<() => void> = [];
const realIdle = { request: window.requestIdleCallback, cancel: window.cancelIdleCallback };
beforeEach(() => {
  idle = [];
  window.requestIdleCallback = (cb: IdleRequestCallback) => idle.push(() => cb({ didTimeout: false, timeRemaining: () => 50 })) as number;
  window.cancelIdleCallback = (id: number) => {
    idle[id - 1] = () => undefined;
  };
});
afterEach(() => {
  cleanup();
  window.requestIdleCallback = realIdle.request;
  window.cancelIdleCallback = realIdle.cancel;
});

async function runIdle(): Promise<void> {
  const due = idle;
  idle = [];
  await act(async () => {
    for (const run of due) run();
  });
}

function open(locale: Locale) {
  const bridge = fakeBridge({
    'drafts.load': ({ name }: MethodInput<'drafts.load'>) => ({ name, operation: 'videoxStock', savedAt: '2026-12-01T09:00:00.000Z', chars: STORED.length, revision: 4, contentJson: STORED }),
    'drafts.save': ({ name }) => ({ name, operation: 'videoxStock', savedAt: '2026-12-01T09:00:01.000Z', chars: STORED.length, revision: 5 }),
  });
  renderWithProviders(<VideoxStock jobId={null} onJobId={() => undefined} />, { bridge, locale });
  return bridge;
}

describe('a large draft coming back', () => {
  it('says above the grid how many rows are back, keeps the grid usable meanwhile, then shows every row', async () => {
    const bridge = open('en');
    const restoring = await screen.findByTestId('draft-restore');
    expect(bridge.callsOf('drafts.load')).toEqual([{ name: 'videox-stock', as: 'text' }]);
    expect(restoring.textContent).toContain('Bringing back your draft… 0 of 12,000 rows');
    // The grid stays usable meanwhile (what is typed wins over the late draft, and the user chooses: DraftNotice);
    // the line says the rows are coming, so its blank rows never look as if they were lost.
    expect(screen.getByRole('grid').getAttribute('aria-rowcount')).not.toBe(String(ROWS + 1));
    expect(screen.getByTestId('sheet-file').closest('fieldset')?.disabled).toBe(false);
    expect(screen.getByRole('progressbar').getAttribute('value')).toBe('0');

    await runIdle();
    expect(screen.getByTestId('draft-restore').textContent).toContain('Bringing back your draft… 5,000 of 12,000 rows');
    expect(screen.getByRole('progressbar').getAttribute('value')).toBe('5000');
    await runIdle();
    expect(screen.getByTestId('draft-restore').textContent).toContain('Bringing back your draft… 10,000 of 12,000 rows');

    await runIdle();
    expect(screen.queryByTestId('draft-restore')).toBeNull();
    const grid = screen.getByRole('grid');
    expect(grid.getAttribute('aria-rowcount')).toBe(String(ROWS + 1));
    const firstRow = grid.querySelector('[role="row"][aria-rowindex="2"]') as HTMLElement;
    expect(within(firstRow).getAllByRole('gridcell')[0]!.textContent).toContain(mskuOf(0));
    expect((screen.getByLabelText('Store id') as HTMLInputElement).value).toBe('700001');

    // The last row is there too: the grid's end, reached from its first cell.
    fireEvent.mouseDown(within(firstRow).getAllByRole('gridcell')[0]!);
    fireEvent.keyDown(document.activeElement ?? grid, { key: 'End', ctrlKey: true });
    await act(async () => undefined);
    const last = grid.querySelector(`[role="row"][aria-rowindex="${ROWS + 1}"]`) as HTMLElement | null;
    expect(last).not.toBeNull();
    expect(within(last!).getAllByRole('gridcell')[0]!.textContent).toContain(mskuOf(ROWS - 1));
  });

  it('says it in Chinese on a zh-CN screen', async () => {
    open('zh-CN');
    expect((await screen.findByTestId('draft-restore')).textContent).toContain('正在恢复草稿… 已恢复 0 行，共 12,000 行');
    await runIdle();
    expect(screen.getByTestId('draft-restore').textContent).toContain('正在恢复草稿… 已恢复 5,000 行，共 12,000 行');
    expect(screen.getByTestId('draft-restore').textContent).toContain('您输入的内容不会被覆盖');
  });
});
