import { describe, expect, it } from 'vitest';
import { CATALOGUE, toValidationIssues } from '../../../shared/catalogue';
import { profileCreateInput, setSecretInput } from '../../../shared/ipc';
import { validationMessageId } from './validation-messages';

/** The texts the real schemas produce for typical mistakes: each must be recognised, or zh-CN users read English. */
function messagesOf(schema: { safeParse(v: unknown): { success: boolean; error?: unknown } }, input: unknown): string[] {
  const r = schema.safeParse(input);
  return r.success ? [] : toValidationIssues(r.error as never).map((i) => i.message);
}

describe('validation texts of the shared schemas', () => {
  const samples = [
    ...messagesOf(CATALOGUE.renameShipments.request, { inboundShipmentNameReqList: [{ sid: 'x1', shipmentConfirmationId: ' ', shipmentName: 'n'.repeat(101) }] }),
    ...messagesOf(CATALOGUE.renameShipments.request, { inboundShipmentNameReqList: [] }),
    ...messagesOf(CATALOGUE.renameShipments.request, { inboundShipmentNameReqList: [{}] }),
    ...messagesOf(CATALOGUE.chatxList.request, { length: 500, price: '1,5' }),
    ...messagesOf(CATALOGUE.videoxStock.request, { store_id: '1', queue_list: [{ msku_id: '1', quantity: -1 }] }),
    ...messagesOf(profileCreateInput, { kind: 'live', name: 'x', baseUrl: 'ftp://example.com', appId: 'short' }),
    ...messagesOf(profileCreateInput, { kind: 'live', name: 'x', baseUrl: 'not a url', appId: 'short' }),
    ...messagesOf(setSecretInput, { id: 'p1', secret: ' padded ' }),
  ];

  it('produces the samples this test relies on', () => {
    expect(samples.length).toBeGreaterThan(8);
  });

  it.each(samples.map((s) => [s]))('recognises “%s”', (text) => {
    expect(validationMessageId(text)).not.toBeNull();
  });

  it('carries the numbers of the text into the message', () => {
    expect(validationMessageId('must be an integer from 1 to 200')).toEqual({ id: 'validation.intRange', values: { min: '1', max: '200' } });
    expect(validationMessageId('must be at most 100 characters')).toEqual({ id: 'validation.maxChars', values: { max: '100' } });
  });

  it('leaves an unknown text alone', () => {
    expect(validationMessageId('is the same item as row "r1"')).toBeNull();
  });
});
