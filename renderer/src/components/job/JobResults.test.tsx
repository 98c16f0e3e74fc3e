import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { JobRow } from '../../../../shared/ipc';
import { fakeBridge } from '../../testing/fake-bridge';
import { Providers, renderWithProviders } from '../../testing/render';
import { JobResults } from './JobResults';

const row = (over: Partial<JobRow>): JobRow => ({
  key: 'rmww36zno6', status: 'failed', reason: null, code: null, category: 'executed', info: null, requestId: null, sends: 1, resolvedBy: null, issues: null,
  item: 'MSKU-7 · W1', sent: { quantity: '12' }, request: '1.3', sentAt: '2026-01-01T08:00:00Z', ...over,
});

const journal = (rows: readonly JobRow[]) => ({ count: rows.length, rowAt: (i: number) => rows[i], onRange: () => undefined });

describe('the results table, fed by a job’s journal', () => {
  it('names each row by its item and sent values, and says why from the code, in the reader’s language', () => {
    const rows = [
      row({ code: 'ITEM_FAILED', reason: '当前库存调整未完成' }),
      row({ key: 'x2', status: 'unknown', code: 'INTERRUPTED', reason: 'the process stopped while this request was out', category: 'unknown-outcome' }),
      row({ key: 'x3', status: 'succeeded', code: null, category: null, info: { sets: '{"merged":[["1","2"]],"newOrderNo":"N-9"}' } }),
    ];
    renderWithProviders(<JobResults journal={journal(rows)} />, { bridge: fakeBridge(), locale: 'zh-CN' });
    expect(screen.getAllByText('MSKU-7 · W1')).toHaveLength(3);
    expect(screen.getByText('服务拒绝了此项。')).toBeTruthy();
    expect(screen.getByText('当前库存调整未完成')).toBeTruthy();
    expect(screen.getByText('请求发出期间 Opsdesk 已停止，是否生效未知。')).toBeTruthy();
    const text = document.body.textContent ?? '';
    expect(text).not.toContain('rmww36zno6');
    expect(text).not.toContain('ITEM_FAILED');
    expect(text).not.toContain('INTERRUPTED');
    expect(text).not.toContain('the process stopped');
    expect(text).not.toContain('{"merged"');
    expect(screen.getByText('1, 2, N-9')).toBeTruthy();
  });

  it('names a row again when the screen learns its name after the row was read', () => {
    const rows = [row({ key: '607', item: 'FH607 · 607', status: 'succeeded', code: null, category: null })];
    const bridge = fakeBridge();
    const view = renderWithProviders(<JobResults journal={journal(rows)} nameOf={() => null} />, { bridge });
    expect(screen.getByText('FH607 · 607')).toBeTruthy();
    view.rerender(
      <Providers bridge={bridge} queryClient={view.queryClient}>
        <JobResults journal={journal(rows)} nameOf={(r) => (r.key === '607' ? 'FH607' : null)} />
      </Providers>,
    );
    expect(screen.getByText('FH607')).toBeTruthy();
    expect(screen.queryByText('FH607 · 607')).toBeNull();
  });

  it('renders only the rows in view of a journal-sized job, and asks for the pages holding them', () => {
    const seen: Array<[number, number]> = [];
    const rows = Array.from({ length: 100_000 }, (_, i) => row({ key: `k${i}`, item: `MSKU-${i}`, status: 'succeeded', code: null }));
    // Rows past the first 1,000 are not read yet: shown as loading, never as blank or as keys.
    const rowAt = (i: number) => (i < 1000 ? rows[i] : undefined);
    renderWithProviders(<JobResults journal={{ count: rows.length, rowAt, onRange: (a, b) => seen.push([a, b]) }} />, { bridge: fakeBridge() });
    const table = screen.getByRole('table');
    expect(table.getAttribute('aria-rowcount')).toBe('100001');
    const shown = table.querySelectorAll('tbody tr[data-row]');
    expect(shown.length).toBeGreaterThan(5);
    expect(shown.length).toBeLessThan(60);
    expect(screen.getAllByText('MSKU-0').length).toBe(1);
    expect(seen[0]?.[0]).toBe(0);
    expect(seen[0]?.[1]).toBeLessThan(60);
  });

  it('shows a screen’s planned items the same way, failures first, with the reason in the reader’s language', () => {
    const items = [
      { id: 'a', values: { variant: 'V-1', quantity: '3' } },
      { id: 'b', values: { variant: 'V-2', quantity: '4' } },
    ];
    const planned = new Map([
      ['a', { state: 'succeeded' as const, jobId: 'j1' }],
      ['b', { state: 'failed' as const, jobId: 'j1', code: 'ITEM_FAILED', reason: '库存不足' }],
    ]);
    renderWithProviders(<JobResults items={items} planned={planned} />, { bridge: fakeBridge() });
    const names = [...screen.getByRole('table').querySelectorAll('tbody tr[data-row]')].map((tr) => tr.getAttribute('data-row'));
    expect(names).toEqual(['b', 'a']);
    expect(screen.getByText('The service refused this item.')).toBeTruthy();
    expect(screen.getByText('V-2 · 4')).toBeTruthy();
  });
});
