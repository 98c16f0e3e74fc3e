// 4.12 ship-from address update (notes §6): alias_name unique within the store (sid); province a 2-letter code
// for the United States; the record is replaced as sent (an optional field left out becomes empty); success
// answers data null.
import { itemKeys } from '../vendor-rules';
import { businessEnvelope, BusinessRejection, SUCCESS_TEXT } from '../envelope';
import type { ShipFromAddress } from '../model';
import { optionalText, requiredId, requiredText, ShapeError, type Obj } from '../shape';
import { AppliedLog, type Handler } from './types';

const REQUIRED = ['alias_name', 'country_name', 'sender_name', 'street_detail1', 'city', 'province', 'zip_code'] as const;
const OPTIONAL = ['street_detail2', 'region', 'phone'] as const;
const US_NAMES = new Set(['united states', 'united states of america', 'usa', 'us']);

function readFields(body: Obj): Omit<ShipFromAddress, 'sid' | 'id'> {
  const out: Record<string, string> = {};
  for (const key of REQUIRED) {
    const v = requiredText(body, key);
    if (v.trim() === '') throw new ShapeError(key, 'must not be blank');
    out[key] = v;
  }
  for (const key of OPTIONAL) out[key] = optionalText(body, key) ?? '';
  return out as Omit<ShipFromAddress, 'sid' | 'id'>;
}

export const handleUpdateShipFromAddress: Handler = (body, env) => {
  const sid = requiredId(body, 'sid');
  const id = requiredId(body, 'id');
  const fields = readFields(body);
  if (US_NAMES.has(fields.country_name.trim().toLowerCase()) && !/^[A-Z]{2}$/.test(fields.province.trim())) {
    throw new ShapeError('province', 'must be a 2-letter state code (e.g. CA) for the United States');
  }
  const { addresses } = env.state;
  const address = addresses.find((a) => a.sid === sid && a.id === id);
  if (!address) throw new BusinessRejection(`ship-from address ${id} not found in store ${sid}`);
  const alias = fields.alias_name.trim().toLowerCase();
  if (addresses.some((a) => a.sid === sid && a.id !== id && a.alias_name.trim().toLowerCase() === alias)) {
    throw new BusinessRejection(`alias_name "${fields.alias_name}" is already used by another address of this store`);
  }
  Object.assign(address, fields);
  const log = new AppliedLog();
  log.ok(itemKeys.shipFrom({ sid, id }));
  return { envelope: businessEnvelope(env.ctx, { code: 0, message: SUCCESS_TEXT.plain, data: null }), applied: log };
};
