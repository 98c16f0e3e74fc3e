import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeBridge } from '../testing/fake-bridge';
import { renderWithProviders } from '../testing/render';
import { useConfirm, type ConfirmRequest } from './ConfirmDialog';

let ask: ((r: ConfirmRequest) => Promise<boolean>) | null = null;
function Probe() {
  ask = useConfirm();
  return null;
}
const request: ConfirmRequest = { title: 'Pick these lists?', count: 12, target: 'Store A', confirmLabel: 'Pick 12 lists' };

describe('useConfirm', () => {
  it('asks with the count and the target and resolves true on confirm', async () => {
    renderWithProviders(<Probe />, { bridge: fakeBridge() });
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = ask!(request);
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Pick these lists?' });
    expect(dialog.textContent).toContain('12 items · Store A');
    await userEvent.click(screen.getByRole('button', { name: 'Pick 12 lists' }));
    await expect(answer).resolves.toBe(true);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('resolves false on Escape (the focus on Cancel is pinned in the browser, test/e2e/activity.spec.ts)', async () => {
    renderWithProviders(<Probe />, { bridge: fakeBridge(), locale: 'zh-CN' });
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => {
      answer = ask!(request);
    });
    await screen.findByRole('alertdialog');
    expect(screen.getByRole('alertdialog').textContent).toContain('12 项 · Store A');
    await userEvent.keyboard('{Escape}');
    await expect(answer).resolves.toBe(false);
  });
});
