import { z } from 'zod';
import { idNumber, optionalText, text } from '../fields';
import { defineOperation } from '../define';
import type { NormalisedResult } from '../types';

const US_NAMES = new Set(['united states', 'united states of america', 'usa', 'us']);

const request = z
  .object({
    sid: idNumber(),
    id: idNumber(),
    alias_name: text({ max: 100 }),
    country_name: text({ max: 100 }),
    sender_name: text({ max: 100 }),
    street_detail1: text({ max: 200 }),
    street_detail2: optionalText({ max: 200 }),
    city: text({ max: 100 }),
    region: optionalText({ max: 100 }),
    province: text({ max: 100 }),
    zip_code: text({ max: 20 }),
    phone: optionalText({ max: 40 }),
  })
  // Runs even when another field is blank or wrong (an object's refinements are skipped by default once any
  // field has an issue): every rule is reported at once. It needs only the two fields it reads to be text.
  .superRefine(
    (b, ctx) => {
      const { country_name: country, province } = b as { country_name: unknown; province: unknown };
      if (typeof country !== 'string' || typeof province !== 'string' || province.trim() === '') return;
      if (US_NAMES.has(country.trim().toLowerCase()) && !/^[A-Z]{2}$/.test(province)) {
        ctx.addIssue({ code: 'custom', path: ['province'], message: 'must be a 2-letter state code (e.g. CA) for the United States', params: { code: 'usState', values: {} } });
      }
    },
    { when: () => true },
  );

export const shipFromKey = (b: { sid: { toString(): string }; id: { toString(): string } }) => `${String(b.sid)}:${String(b.id)}`;

export const updateShipFromAddress = defineOperation({
  id: 'updateShipFromAddress',
  section: '4.12',
  title: { en: 'Update ship-from address', zh: '更新发货地址' },
  path: '/erp/sc/routing/mktfulfil/shipment/updateShipFromAddress',
  bodyKind: 'json',
  capacity: 1,
  access: 'write',
  successCodes: ['0'],
  request,
  batch: { kind: 'single', itemKey: (b) => shipFromKey(b) },
  normalise({ envelope }, body): NormalisedResult<null> {
    const key = shipFromKey(body);
    // Declared required string; the success sample sends null.
    return { envelope, ok: true, items: [{ key, ok: true, reason: null }], unmatched: [], data: null };
  },
});
