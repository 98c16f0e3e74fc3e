import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeBridge } from '../testing/fake-bridge';
import { renderWithProviders } from '../testing/render';
import { FormTextField } from './controlled';
import { applyIssues, fieldName, useOperationForm } from './use-operation-form';
import type { OperationBody } from '../../../shared/catalogue';

function RenameForm({ onSubmit, serverIssues }: { onSubmit: (body: OperationBody<'renameShipments'>) => void; serverIssues?: Array<{ path: string; message: string }> }) {
  const form = useOperationForm('renameShipments', {
    defaultValues: { inboundShipmentNameReqList: [{ sid: '', shipmentConfirmationId: 'FBA15', shipmentName: '' }] },
  });
  return (
    <form
      aria-label="rename"
      onSubmit={form.handleSubmit((body) => {
        onSubmit(body);
        if (serverIssues) applyIssues(form, serverIssues);
      })}
    >
      <FormTextField control={form.control} name="inboundShipmentNameReqList.0.sid" label="Shop id" />
      <FormTextField control={form.control} name="inboundShipmentNameReqList.0.shipmentName" label="Name" />
      <button type="submit">Send</button>
    </form>
  );
}

describe('forms on the catalogue request schema', () => {
  it('reports the catalogue error at the same field path and keeps what was typed', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<RenameForm onSubmit={onSubmit} />, { bridge: fakeBridge() });
    await userEvent.type(screen.getByLabelText('Shop id'), '12a');
    fireEvent.submit(screen.getByRole('form', { name: 'rename' }));
    await waitFor(() => expect(screen.getByText('must be a whole-number id (digits only)')).toBeTruthy());
    expect(screen.getByText('must not be blank')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Shop id') as HTMLInputElement).value).toBe('12a');
  });

  it('shows the schema’s error in the user’s language', async () => {
    renderWithProviders(<RenameForm onSubmit={() => undefined} />, { bridge: fakeBridge(), locale: 'zh-CN' });
    await userEvent.type(screen.getByLabelText('Shop id'), '12a');
    fireEvent.submit(screen.getByRole('form', { name: 'rename' }));
    await waitFor(() => expect(screen.getByText('须为整数 ID（仅数字）')).toBeTruthy());
    expect(screen.getByText('不能为空白')).toBeTruthy();
  });

  it('submits the parsed body (the schema output) when every field is valid', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<RenameForm onSubmit={onSubmit} />, { bridge: fakeBridge() });
    await userEvent.type(screen.getByLabelText('Shop id'), '9007199254740993');
    await userEvent.type(screen.getByLabelText('Name'), 'Spring restock');
    fireEvent.submit(screen.getByRole('form', { name: 'rename' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const body = onSubmit.mock.calls[0]?.[0] as OperationBody<'renameShipments'>;
    expect(String(body.inboundShipmentNameReqList[0]?.sid)).toBe('9007199254740993');
  });

  it('puts the main process’s field issues on the fields they name', async () => {
    renderWithProviders(
      <RenameForm onSubmit={() => undefined} serverIssues={[{ path: 'inboundShipmentNameReqList[0].shipmentName', message: 'name already used' }]} />,
      { bridge: fakeBridge() },
    );
    await userEvent.type(screen.getByLabelText('Shop id'), '42');
    await userEvent.type(screen.getByLabelText('Name'), 'Taken');
    fireEvent.submit(screen.getByRole('form', { name: 'rename' }));
    await waitFor(() => expect(screen.getByText('name already used')).toBeTruthy());
  });

  it('maps the main process’s paths to form field names', () => {
    expect(fieldName('queue_list[3].quantity')).toBe('queue_list.3.quantity');
    expect(fieldName('store_id')).toBe('store_id');
    expect(fieldName('(body)')).toBe('root');
  });
});
