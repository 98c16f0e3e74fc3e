import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { JobRow } from '../../../../../shared/ipc';
import { fakeBridge } from '../../../testing/fake-bridge';
import { renderWithProviders } from '../../../testing/render';
import { RowsTable } from './RowsTable';

const row = (over: Partial<JobRow>): JobRow => ({
  key: 'rmww36zno6', status: 'failed', reason: null, code: null, category: 'executed', info: null, requestId: null, sends: 1, resolvedBy: null, issues: null,
  item: 'MSKU-7 · W1', sent: { quantity: '12' }, request: '1.3', sentAt: '2026-01-01T08:00:00Z', ...over,
});

describe('a job’s rows', () => {
  it('names each row by its item and sent values, and says why from the code, in the reader’s language', () => {
    const rows = [
      row({ code: 'ITEM_FAILED', reason: '当前库存调整未完成' }),
      row({ key: 'x2', status: 'unknown', code: 'INTERRUPTED', reason: 'the process stopped while this request was out', category: 'unknown-outcome' }),
      row({ key: 'x3', status: 'succeeded', code: null, category: null, info: { sets: '{"merged":[["1","2"]],"newOrderNo":"N-9"}' } }),
    ];
    renderWithProviders(<RowsTable rows={rows} />, { bridge: fakeBridge(), locale: 'zh-CN' });
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
});
