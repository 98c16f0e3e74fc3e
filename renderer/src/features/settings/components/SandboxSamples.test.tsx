// Settings → Sandbox's demo data and write log as a user meets them: values from the bridge (never a list kept
// in the renderer), a copy button per value that works with Enter, and the log paged newest first.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SandboxSamples, SandboxWrites } from '../../../../../shared/ipc';
import { fakeBridge } from '../../../testing/fake-bridge';
import { renderWithProviders } from '../../../testing/render';
import { SandboxSampleData, SandboxWriteLog } from './SandboxSamples';

const SAMPLES: SandboxSamples = {
  available: true,
  shippingLists: [
    { code: 'FHX001', status: 1, picked: false },
    { code: 'FHX002', status: 2, picked: true },
  ],
  mergeableOrders: ['11', '12'],
  unmergeablePair: ['11', '31'],
  listings: [{ storeId: '700', storeName: 'Shop-A', platformCode: '10041', paired: ['9001'], unpaired: ['9002'] }],
  videox: [{ storeId: '800', mskuId: 'V1' }],
  retailx: [{ storeId: '801', variantUniqueId: 'R1' }],
  shipments: [{ sid: '5', shipmentConfirmationId: 'FBA1' }],
  addresses: [{ sid: '5', id: '77' }],
};

function writes(total: number, offset: number, limit: number): SandboxWrites {
  const seqs = Array.from({ length: total }, (_, i) => total - i).slice(offset, offset + limit);
  return { available: true, total, writes: seqs.map((seq) => ({ seq, at: '2026-01-01T00:00:00Z', operation: 'picking', requestId: `r${seq}`, applied: 1, appliedKeys: [`L${seq}`], rejected: [], answerDropped: false })) };
}

afterEach(() => vi.unstubAllGlobals());

describe('Settings → Sandbox', () => {
  it('lists what the sandbox holds, and copies a value with the keyboard (zh-CN)', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderWithProviders(<SandboxSampleData />, { bridge: fakeBridge({ 'sandbox.samples': () => SAMPLES }), locale: 'zh-CN' });
    const copy = await screen.findByRole('button', { name: '复制 FHX001' });
    for (const v of ['11', '31', '9001', '9002', 'V1', 'R1', 'FBA1', '77']) expect(screen.getAllByRole('button', { name: `复制 ${v}` }).length).toBeGreaterThan(0);
    act(() => copy.focus());
    await userEvent.keyboard('{Enter}');
    expect(writeText).toHaveBeenCalledWith('FHX001');
    await waitFor(() => expect(screen.getByTestId('samples-copied').textContent).toBe('已复制 FHX001。'));
  });

  it('folds a long group after six codes and finds a code by part of it', async () => {
    const many: SandboxSamples = {
      ...SAMPLES,
      shippingLists: Array.from({ length: 40 }, (_, i) => ({ code: `FH${String(i + 1).padStart(4, '0')}`, status: 1, picked: false })),
      videox: [...Array.from({ length: 30 }, (_, i) => ({ storeId: '800', mskuId: `V8-${i}` })), { storeId: '900', mskuId: 'V9-0' }],
    };
    renderWithProviders(<SandboxSampleData />, { bridge: fakeBridge({ 'sandbox.samples': () => many }) });
    await screen.findByRole('button', { name: 'Copy FH0001' });
    expect(screen.queryByRole('button', { name: 'Copy FH0007' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show all 40' }));
    expect(screen.getByRole('button', { name: 'Copy FH0040' })).toBeTruthy();
    // Each store's ids under its own store id, which can be copied too.
    expect(screen.getByRole('button', { name: 'Copy 900' })).toBeTruthy();

    await userEvent.type(screen.getByRole('textbox', { name: 'Find a code' }), 'fh0033');
    expect(screen.getByRole('button', { name: 'Copy FH0033' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Copy FH0001' })).toBeNull();
    // Rows with nothing matching are left out.
    expect(screen.queryByRole('button', { name: 'Copy V8-0' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Copy 11' })).toBeNull();
  });

  it('pages the write log newest first', async () => {
    const bridge = fakeBridge({ 'sandbox.writes': ({ offset, limit }) => writes(25, offset, limit) });
    renderWithProviders(<SandboxWriteLog />, { bridge });
    await waitFor(() => expect(screen.getByTestId('sandbox-writes').querySelector('tbody tr')?.getAttribute('data-seq')).toBe('25'));
    expect(screen.getByRole('button', { name: 'Newer' }).hasAttribute('disabled')).toBe(true);
    act(() => screen.getByRole('button', { name: 'Older' }).focus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('sandbox-writes').querySelector('tbody tr')?.getAttribute('data-seq')).toBe('5'));
    expect(screen.getByText('21–25 of 25')).toBeTruthy();
    expect(bridge.callsOf('sandbox.writes')).toEqual([{ offset: 0, limit: 20 }, { offset: 20, limit: 20 }]);
  });
});
