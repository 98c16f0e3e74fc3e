import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { JobRow, JobSummary } from '../../../../shared/ipc';
import { useOperationForm } from '../../forms/use-operation-form';
import { fakeBridge } from '../../testing/fake-bridge';
import { renderWithProviders } from '../../testing/render';
import { AddressField } from './components/AddressField';
import { FORM_FIELDS } from './fields';
import { useSendAddress } from './use-send-address';

const job = (state: JobSummary['state']): JobSummary => ({
  jobId: 'j1', operation: 'updateShipFromAddress', label: null, state, createdAt: '2026-01-01T00:00:00.000Z', finishedAt: null, error: null,
  reconcilable: false, damage: null, total: 1, pending: 0, succeeded: 0, failed: 0, unknown: 0, invalid: 0, missing: 0,
});
const row = (over: Partial<JobRow>): JobRow => ({
  key: '11:22', status: 'succeeded', reason: null, code: null, category: 'executed', info: null, requestId: null, sends: 1, resolvedBy: null, issues: null, ...over,
});

function Harness({ onSent = () => undefined }: { onSent?: () => void }) {
  const form = useOperationForm('updateShipFromAddress', { defaultValues: Object.fromEntries(FORM_FIELDS.map((f) => [f, ''])) as never });
  const { send, outcome } = useSendAddress(form, onSent);
  return (
    <form aria-label="address" onSubmit={(e) => void send(e)}>
      {FORM_FIELDS.map((f) => (
        <AddressField key={f} control={form.control} name={f} />
      ))}
      <button type="submit">send</button>
      <output>{outcome?.kind ?? ''}</output>
    </form>
  );
}

async function typeValid() {
  const values: Record<string, string> = {
    'Store sid': '11', 'Address id': '22', Alias: 'Dock', 'Sender name': 'Li', Country: 'United States', 'Province / state': 'CA',
    City: 'LA', 'Street address': '1 Main', 'Postal code': '90001',
  };
  for (const [label, v] of Object.entries(values)) await userEvent.type(screen.getByLabelText(new RegExp(`^${label.replace('/', '\\/')}`)), v);
}

describe('sending the ship-from address', () => {
  it('checks the catalogue schema before sending: required fields and a US province of 2 letters', async () => {
    const bridge = fakeBridge();
    renderWithProviders(<Harness />, { bridge });
    fireEvent.submit(screen.getByRole('form', { name: 'address' }));
    await waitFor(() => expect(screen.getAllByText('Required.').length).toBe(9));
    await typeValid();
    await userEvent.clear(screen.getByLabelText(/^Province/));
    await userEvent.type(screen.getByLabelText(/^Province/), 'Calif');
    fireEvent.submit(screen.getByRole('form', { name: 'address' }));
    await screen.findByText('For the United States, use the 2-letter state code (e.g. CA).');
    expect(bridge.calls.map((c) => c.method)).not.toContain('jobs.start');
  });

  it('puts a duplicate-alias refusal on the alias field, with the vendor’s words, keeping what was typed', async () => {
    const bridge = fakeBridge({
      'jobs.start': () => job('running'),
      'jobs.get': () => ({ job: job('finished'), rows: [row({ status: 'failed', code: '500', reason: 'The service refused the request. (alias_name "Dock" is already used by another address of this store)' })], matching: 1, offset: 0 }),
    });
    renderWithProviders(<Harness />, { bridge });
    await typeValid();
    fireEvent.submit(screen.getByRole('form', { name: 'address' }));
    await screen.findByText('refused', {}, { timeout: 3000 });
    screen.getByText(/Another address of this store already uses this alias\. The service said: alias_name "Dock" is already used/);
    expect(bridge.callsOf('jobs.start')[0]).toMatchObject({ operation: 'updateShipFromAddress', rows: [{ key: '11:22', input: { sid: '11', id: '22', alias_name: 'Dock', province: 'CA' } }] });
    expect(screen.getByLabelText(/^Alias/).getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByLabelText(/^Street address/) as HTMLInputElement).value).toBe('1 Main');
    expect(bridge.calls.map((c) => c.method)).not.toContain('drafts.delete');
  });

  it('on success clears the draft and remembers the entry', async () => {
    const saved: unknown[] = [];
    const onSent = vi.fn();
    const bridge = fakeBridge({
      'jobs.start': () => job('running'),
      'jobs.get': () => ({ job: job('finished'), rows: [row({})], matching: 1, offset: 0 }),
      'drafts.delete': () => ({ ok: true }),
      'drafts.load': () => null,
      'drafts.save': (input) => {
        saved.push(input);
        return { name: input.name, operation: input.operation, savedAt: '2026-01-01T00:00:00.000Z', chars: 1 };
      },
    });
    renderWithProviders(<Harness onSent={onSent} />, { bridge });
    await typeValid();
    fireEvent.submit(screen.getByRole('form', { name: 'address' }));
    // The job is followed by polling: on a loaded machine that takes more than testing-library's default second.
    await screen.findByText('succeeded', {}, { timeout: 20_000 });
    await waitFor(() => expect(onSent).toHaveBeenCalledWith([{ sid: '11', id: '22', alias: 'Dock' }]), { timeout: 20_000 });
    expect(bridge.callsOf('drafts.delete')).toEqual([{ name: 'ship-from-address form' }]);
  });
});
