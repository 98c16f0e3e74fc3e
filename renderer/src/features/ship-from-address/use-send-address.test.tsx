// The ship-from form on the job lifecycle: checked before anything is sent, confirmed, a refusal on its field
// with nothing typed lost, and one-shot: after success the form is locked, and a remount with the saved draft
// (navigation, reload, restart) shows the result, stays locked and offers nothing to send.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LedgerEntry, MethodInput } from '../../../../shared/ipc';
import { useOperationForm } from '../../forms/use-operation-form';
import { fakeCore } from '../../testing/fake-core';
import { fakeDrafts } from '../../testing/fake-drafts';
import { renderWithProviders } from '../../testing/render';
import { AddressField } from './components/AddressField';
import { FORM_FIELDS } from './fields';
import { useSendAddress } from './use-send-address';

const EMPTY = Object.fromEntries(FORM_FIELDS.map((f) => [f, ''])) as never;
const HOOKS = { onSaved: () => undefined, empty: EMPTY };

function Harness() {
  const form = useOperationForm('updateShipFromAddress', { defaultValues: EMPTY });
  const { send, outcome, locked, bulk } = useSendAddress(form, HOOKS);
  return (
    <form aria-label="address" onSubmit={(e) => void send(e)}>
      <fieldset disabled={locked}>
        {FORM_FIELDS.map((f) => (
          <AddressField key={f} control={form.control} name={f} />
        ))}
      </fieldset>
      <button type="submit">send</button>
      <output data-testid="outcome">{outcome?.kind ?? ''}</output>
      <output data-testid="locked">{String(locked)}</output>
      <output data-testid="sendable">{bulk.toSend.length}</output>
    </form>
  );
}

/** The main process (jobs, the ledger, a vendor that answers at once) and the draft store as the main side keeps them. */
function mainSide(status: LedgerEntry['status'], reason: string | null = null, code = '500') {
  const drafts = fakeDrafts();
  const core = fakeCore(drafts.handlers, { settle: () => ({ status, reason, code: status === 'failed' ? code : null }) });
  const started = () => (core.bridge.callsOf('jobs.start').at(-1) as MethodInput<'jobs.start'> | undefined)?.jobId ?? null;
  return { bridge: core.bridge, started, stored: () => drafts.stored('ship-from-address form') as { values: Record<string, string>; job: { last: string[] } | null } | undefined };
}

async function typeValid() {
  const values: Record<string, string> = {
    'Store sid': '11', 'Address id': '22', Alias: 'Dock', 'Sender name': 'Li', Country: 'United States', 'Province / state': 'CA',
    City: 'LA', 'Street address': '1 Main', 'Postal code': '90001',
  };
  for (const [label, v] of Object.entries(values)) await userEvent.type(screen.getByLabelText(new RegExp(`^${label.replace('/', '\\/')}`)), v);
}

async function sendConfirmed() {
  fireEvent.submit(screen.getByRole('form', { name: 'address' }));
  const dialog = await screen.findByRole('alertdialog');
  expect(within(dialog).getByTestId('confirm-items').textContent).toContain('Dock · store 11 · address 22');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save the address' }));
}

describe('sending the ship-from address', () => {
  it('checks the catalogue schema before sending: required fields and a US province of 2 letters', async () => {
    const { bridge } = mainSide('succeeded');
    renderWithProviders(<Harness />, { bridge });
    fireEvent.submit(screen.getByRole('form', { name: 'address' }));
    await waitFor(() => expect(screen.getAllByText('Required.').length).toBe(9));
    await typeValid();
    await userEvent.clear(screen.getByLabelText(/^Province/));
    await userEvent.type(screen.getByLabelText(/^Province/), 'Calif');
    fireEvent.submit(screen.getByRole('form', { name: 'address' }));
    await screen.findByText('For the United States, use the 2-letter state code (e.g. CA).');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(bridge.callsOf('jobs.start')).toEqual([]);
  });

  it('puts a duplicate-alias refusal on the alias field, keeps what was typed, and leaves the form open', async () => {
    const { bridge } = mainSide('failed', 'alias_name "Dock" is already used by another address of this store', 'ITEM_ALIAS_TAKEN');
    renderWithProviders(<Harness />, { bridge });
    await typeValid();
    await sendConfirmed();
    await waitFor(() => expect(screen.getByTestId('outcome').textContent).toBe('refused'));
    screen.getByText(/Another address of this store already uses this alias\. The service said: alias_name "Dock" is already used/);
    expect(bridge.callsOf('jobs.start')[0]).toMatchObject({ operation: 'updateShipFromAddress', rows: [{ key: 'address', input: { sid: '11', id: '22', alias_name: 'Dock', province: 'CA' } }] });
    expect(screen.getByLabelText(/^Alias/).getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByLabelText(/^Street address/) as HTMLInputElement).value).toBe('1 Main');
    expect(screen.getByTestId('locked').textContent).toBe('false');
  });

  it('after success locks the form; remounted from its draft it shows the result, stays locked and offers nothing', async () => {
    const main = mainSide('succeeded');
    const first = renderWithProviders(<Harness />, { bridge: main.bridge });
    await typeValid();
    await sendConfirmed();
    await waitFor(() => expect(screen.getByTestId('outcome').textContent).toBe('succeeded'));
    expect(screen.getByTestId('locked').textContent).toBe('true');
    expect(screen.getByTestId('sendable').textContent).toBe('0');
    await waitFor(() => expect(main.stored()?.job?.last).toEqual([main.started()]), { timeout: 5000 });
    await waitFor(() => expect(main.bridge.callsOf('drafts.save').some((s) => (s as { name: string }).name === 'ship-from-address recent')).toBe(true));
    first.unmount();

    renderWithProviders(<Harness />, { bridge: main.bridge });
    await waitFor(() => expect(screen.getByTestId('outcome').textContent).toBe('succeeded'));
    expect(screen.getByTestId('locked').textContent).toBe('true');
    expect((screen.getByLabelText(/^Alias/) as HTMLInputElement).value).toBe('Dock');
    await act(async () => fireEvent.submit(screen.getByRole('form', { name: 'address' })));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(main.bridge.callsOf('jobs.start')).toHaveLength(1);
  });
});
