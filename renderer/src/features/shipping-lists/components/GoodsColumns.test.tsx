import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ProfileView } from '../../../../../shared/ipc';
import { fakeBridge } from '../../../testing/fake-bridge';
import { renderWithProviders } from '../../../testing/render';
import type { GoodsLine } from '../queries';
import { GoodsTable } from './GoodsTable';

const profile = (id: string): ProfileView => ({
  id, name: id, kind: 'sandbox', baseUrl: null, appId: null, locale: 'en', theme: 'light',
  secret: { set: true, source: 'sandbox' }, active: true, createdAt: '', updatedAt: '',
});
const bridgeFor = (id: string) => fakeBridge({ 'profiles.list': () => ({ activeId: id, profiles: [profile(id)] }) });
const line = { id: 7, msku: 'M-1', cargoCode: 'CG-77', cgPrice: 12.5, taxAmount: '3.40', taxCurrency: 'USD', specInfo: null, whbCodeInfo: [] } as unknown as GoodsLine;

async function addByKeyboard(name: RegExp) {
  const user = userEvent.setup();
  (await screen.findByRole('button', { name: /add columns/i })).focus();
  await user.keyboard('{Enter}');
  const menu = await screen.findByRole('menu');
  // jsdom has no layout, so React Aria cannot move focus into the menu by itself: the item is focused here, and
  // ticked with Space as a keyboard user would (the browser test walks there with the arrows).
  within(menu).getByRole('menuitemcheckbox', { name }).focus();
  await user.keyboard(' ');
  expect(within(menu).getByRole('menuitemcheckbox', { name }).getAttribute('aria-checked')).toBe('true');
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
}

describe('the goods table’s column chooser', () => {
  beforeEach(() => localStorage.clear());

  it('adds a column, which the same profile still has after a reload and another profile does not', async () => {
    const first = renderWithProviders(<GoodsTable lines={[line]} />, { bridge: bridgeFor('p1') });
    expect(screen.queryByRole('columnheader', { name: 'Cargo code' })).toBeNull();
    await addByKeyboard(/Cargo code/);
    expect(screen.getByRole('columnheader', { name: 'Cargo code' })).toBeTruthy();
    expect(document.querySelector('td[data-extra-column="cargoCode"]')?.textContent).toBe('CG-77');
    expect(screen.getByRole('button', { name: /1 column added/ })).toBeTruthy();
    first.unmount();

    const again = renderWithProviders(<GoodsTable lines={[line]} />, { bridge: bridgeFor('p1') });
    expect(await screen.findByRole('columnheader', { name: 'Cargo code' })).toBeTruthy();
    again.unmount();

    renderWithProviders(<GoodsTable lines={[line]} />, { bridge: bridgeFor('p2') });
    await screen.findByRole('button', { name: /add columns/i });
    expect(screen.queryByRole('columnheader', { name: 'Cargo code' })).toBeNull();
  });

  it('shows a money column with its currency, in zh-CN too', async () => {
    localStorage.setItem('opsdesk.shippingLists.goodsColumns.v1:p1', JSON.stringify(['taxAmount', 'cgPrice']));
    renderWithProviders(<GoodsTable lines={[line]} />, { bridge: bridgeFor('p1'), locale: 'zh-CN' });
    expect(await screen.findByRole('columnheader', { name: '税费' })).toBeTruthy();
    expect(document.querySelector('td[data-extra-column="taxAmount"]')?.textContent).toBe('3.40 USD');
    expect(document.querySelector('td[data-extra-column="cgPrice"]')?.textContent).toBe('12.5');
    expect(screen.getByRole('button', { name: /已添加 2 列/ })).toBeTruthy();
  });
});
