// The column mapping rows by keyboard alone: every control reachable by Tab in row order, each row's controls
// named by the row (its select by the header it maps), rows added and removed with the focus kept in the list.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeBridge } from '../../../testing/fake-bridge';
import { renderWithProviders } from '../../../testing/render';
import type { MappingRow } from '../schedule-mapping';
import { ScheduleMappingEditor } from './ScheduleMappingEditor';

let latest: MappingRow[] = [];
function Harness({ initial }: { initial: MappingRow[] }) {
  const [rows, setRows] = useState(initial);
  latest = rows;
  return (
    <>
      <button type="button">Before</button>
      <ScheduleMappingEditor operation="videoxStock" rows={rows} issues={[]} onChange={setRows} />
    </>
  );
}

const active = () => document.activeElement;
const named = (role: 'textbox' | 'button', name: RegExp | string) => screen.getByRole(role, { name });

describe('the column mapping by keyboard', () => {
  it('walks every control in row order, each named by its row; its select by the header it maps', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness initial={[{ header: 'Stock Qty', field: 'quantity' }, { header: '', field: '' }]} />, { bridge: fakeBridge() });
    named('button', 'Before').focus();
    const order = [
      named('textbox', 'Sheet header of row 1'),
      named('button', /Field that “Stock Qty” fills/),
      named('button', 'Remove the header of row 1'),
      named('textbox', 'Sheet header of row 2'),
      named('button', /Field of row 2/),
      named('button', 'Remove the header of row 2'),
      named('button', 'Add a header'),
      named('button', 'Take the import’s remembered mapping'),
    ];
    for (const el of order) {
      await user.tab();
      expect(active()).toBe(el);
    }
  });

  it('adds a row with Enter and puts the focus in its header; its select is named by the header typed and opens by key', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness initial={[]} />, { bridge: fakeBridge() });
    named('button', 'Add a header').focus();
    await user.keyboard('{Enter}');
    expect(latest).toEqual([{ header: '', field: '' }]);
    expect(active()).toBe(named('textbox', 'Sheet header of row 1'));
    await user.keyboard('SKU');
    await user.tab();
    expect(active()).toBe(named('button', /Field that “SKU” fills/));
    // The list of fields opens from the keyboard and Escape hands the focus back to the row's select.
    const select = named('button', /Field that “SKU” fills/);
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('option', { name: 'do not import' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(active()).toBe(select);
    expect(latest).toEqual([{ header: 'SKU', field: '' }]);
  });

  it('removes a row with Enter and keeps the focus in the list: the row in its place, the one before, then Add', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness initial={[{ header: 'A', field: '' }, { header: 'B', field: '' }, { header: 'C', field: '' }]} />, { bridge: fakeBridge() });
    named('button', 'Remove the header of row 2').focus();
    await user.keyboard('{Enter}');
    expect(latest.map((r) => r.header)).toEqual(['A', 'C']);
    expect(active()).toBe(named('textbox', 'Sheet header of row 2'));
    named('button', 'Remove the header of row 2').focus();
    await user.keyboard('{Enter}');
    expect(latest.map((r) => r.header)).toEqual(['A']);
    expect(active()).toBe(named('textbox', 'Sheet header of row 1'));
    named('button', 'Remove the header of row 1').focus();
    await user.keyboard('{Enter}');
    expect(latest).toEqual([]);
    expect(active()).toBe(named('button', 'Add a header'));
  });
});
