// The id-list grid: repeats flagged by the operation's own rule, removed on request; the count of distinct ids.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { IntlRoot } from '../../i18n/IntlRoot';
import { IdListGrid } from './IdListGrid';
import type { GridRow } from './model/types';

function Harness({ initial }: { initial: GridRow[] }) {
  const [rows, setRows] = useState(initial);
  return (
    <IntlRoot locale="en">
      <IdListGrid operation="cancelPairing" rows={rows} onRowsChange={setRows} header="listings.col.unpairId" />
      <pre data-testid="ids">{rows.map((r) => r.values.id).join(',')}</pre>
    </IntlRoot>
  );
}

afterEach(cleanup);

describe('IdListGrid', () => {
  it('removes repeated ids (kept exact, leading zeros included) when asked', () => {
    const ids = ['0012', '123456789012345678901', '0012', ''];
    render(<Harness initial={ids.map((v, i) => ({ id: `r${i}`, values: { id: v } }))} />);
    expect(screen.getByText('2 distinct ids')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove 1 duplicate' }));
    expect(screen.getByTestId('ids').textContent).toBe('0012,123456789012345678901');
    expect((screen.getByRole('button', { name: 'Remove 0 duplicates' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
