// Settings → Sandbox's demo data as a user meets it: what it holds now, a size applied only after a confirm
// that says the data will be rebuilt, a reset asked first, and a kept state found damaged said plainly.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DemoSize, SandboxDemo } from '../../../../../shared/ipc';
import { fakeBridge } from '../../../testing/fake-bridge';
import { renderWithProviders } from '../../../testing/render';
import { SandboxSection } from './SandboxSection';

const COUNTS: Record<DemoSize, SandboxDemo['counts']> = {
  small: { shippingLists: 40, listings: 120, videox: 120, retailx: 120, orders: 60, shipments: 24, writes: 3 },
  large: { shippingLists: 600, listings: 600, videox: 10_000, retailx: 10_000, orders: 800, shipments: 400, writes: 0 },
  veryLarge: { shippingLists: 2000, listings: 2000, videox: 40_000, retailx: 40_000, orders: 3000, shipments: 1200, writes: 0 },
};

function demo(size: DemoSize, extra: Partial<SandboxDemo> = {}): SandboxDemo {
  return { available: true, size, persisted: true, savedAt: null, setAside: null, saveError: null, counts: COUNTS[size], ...extra };
}

function render(opts: { locale?: 'en' | 'zh-CN'; first?: SandboxDemo } = {}) {
  let current = opts.first ?? demo('small');
  const bridge = fakeBridge({
    'app.info': () => ({ name: 'Opsdesk', version: 't', host: 'web', platform: 'linux', dataDir: '/d', secrets: { persistent: false, backend: 'memory', note: '' }, sandbox: { available: true, running: true, baseUrl: 'http://127.0.0.1:1234' }, notices: [] }),
    'sandbox.demo': () => current,
    'sandbox.setDemoSize': ({ size }) => (current = demo(size)),
    'profiles.resetSandbox': () => {
      current = { ...current, counts: { ...current.counts, writes: 0 } };
      return { ok: true as const };
    },
    'sandbox.samples': () => ({ available: true, shippingLists: [], mergeableOrders: [], unmergeablePair: [], listings: [], videox: [], retailx: [], shipments: [], addresses: [] }),
    'sandbox.writes': () => ({ available: true, total: 0, writes: [] }),
    'sandbox.faults': () => ({ available: true, faults: [] }),
  });
  renderWithProviders(<SandboxSection />, { bridge, locale: opts.locale ?? 'en' });
  return bridge;
}

async function chooseSize(name: RegExp | string, option: string) {
  await userEvent.click(screen.getByRole('button', { name }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('Settings → Sandbox → Demo data', () => {
  it('rebuilds at the chosen size only after a confirm that says the data is rebuilt', async () => {
    const bridge = render();
    expect((await screen.findByTestId('sandbox-demo-counts')).textContent).toContain('Small: 120 videox rows, 120 retailx rows, 40 shipping lists');
    const rebuild = screen.getByRole('button', { name: 'Rebuild demo data' });
    // Nothing to rebuild while the size shown is the current one.
    expect((rebuild as HTMLButtonElement).disabled).toBe(true);
    await chooseSize(/Size/, 'Large');
    expect(screen.getByText(/5,000 videox and 5,000 retailx rows a store/)).toBeTruthy();

    await userEvent.click(rebuild);
    let dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Rebuild the demo data as Large?');
    expect(dialog.textContent).toContain('its log of applied writes are lost');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(bridge.callsOf('sandbox.setDemoSize')).toEqual([]);

    await userEvent.click(rebuild);
    dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rebuild demo data' }));
    expect(bridge.callsOf('sandbox.setDemoSize')).toEqual([{ size: 'large' }]);
    expect(await screen.findByText('Demo data rebuilt: Large.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('sandbox-demo-counts').textContent).toContain('Large: 10,000 videox rows, 10,000 retailx rows, 600 shipping lists'));
  });

  it('resets only after its confirm (zh-CN)', async () => {
    const bridge = render({ locale: 'zh-CN' });
    expect((await screen.findByTestId('sandbox-demo-counts')).textContent).toContain('已执行写入 3 次');
    await userEvent.click(screen.getByRole('button', { name: '重置演示数据' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('将演示数据重置为生成的初始状态？');
    expect(dialog.textContent).toContain('数据规模保持所选不变');
    await userEvent.click(within(dialog).getByRole('button', { name: '重置演示数据' }));
    expect(bridge.callsOf('profiles.resetSandbox')).toEqual([{}]);
    expect(await screen.findByText('演示数据已重置。')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('sandbox-demo-counts').textContent).toContain('已执行写入 0 次'));
    expect(bridge.callsOf('sandbox.setDemoSize')).toEqual([]);
  });

  it('says where a damaged kept state was set aside', async () => {
    render({ first: demo('small', { setAside: { file: '/d/sandbox/state.damaged-2026-12-02T14-05-09-123Z.json', reason: 'Unexpected end of JSON input', at: '2026-12-02T14:05:09.123Z' } }) });
    const notice = await screen.findByTestId('sandbox-demo-set-aside');
    expect(notice.textContent).toContain('could not be read');
    expect(notice.textContent).toContain('/d/sandbox/state.damaged-2026-12-02T14-05-09-123Z.json');
  });
});
