// The videox answer is read without zod for its usual shape (200 entries per chunk). Whatever the answer holds,
// that reader must give what the zod schema gives: the same verdict, the same six fields of every entry, the
// same trace id.
import { describe, expect, it, vi } from 'vitest';
import { readVideoxData, videoxDataSchema } from '../../../shared/catalogue/operations/videoxStock';
import { LosslessNumber } from '../../../shared/json/lossless';
import { generator } from './helpers';

const FIELDS = ['msku_id', 'warehouse_id', 'quantity', 'success', 'error_msg', 'queue_id'] as const;

const VALUES: unknown[] = [
  undefined,
  null,
  0,
  1,
  -3,
  12.5,
  Number.MAX_SAFE_INTEGER + 2,
  '',
  '42',
  ' 42 ',
  '-7',
  'MSKU-9',
  '1',
  true,
  false,
  new LosslessNumber('123456789012345678901'),
  { nested: 1 },
  [1, 2],
];

function entry(rnd: () => number): unknown {
  const r = rnd();
  if (r < 0.03) return null;
  if (r < 0.05) return 'not an object';
  if (r < 0.06) return [1];
  const e: Record<string, unknown> = {};
  for (const f of FIELDS) {
    const v = VALUES[Math.floor(rnd() * VALUES.length)];
    if (v !== undefined || rnd() < 0.5) e[f] = v;
  }
  if (rnd() < 0.2) e.extra = 'kept';
  return e;
}

function answer(rnd: () => number): unknown {
  const r = rnd();
  if (r < 0.03) return [];
  if (r < 0.05) return 'text';
  if (r < 0.06) return null;
  const out: Record<string, unknown> = {};
  const q = rnd();
  if (q < 0.05) out.queue_list = 'oops';
  else if (q < 0.1) out.queue_list = null;
  else if (q < 0.8) out.queue_list = Array.from({ length: Math.floor(rnd() * 6) }, () => entry(rnd));
  const t = VALUES[Math.floor(rnd() * VALUES.length)];
  if (t !== undefined) out.traceId = t;
  return out;
}

function viewOf(r: { success: true; data: { queue_list?: Array<Record<string, unknown>> | null; traceId: string | null } } | { success: false }) {
  if (!r.success) return { success: false };
  const list = r.data.queue_list;
  return {
    success: true,
    traceId: r.data.traceId,
    queue: list === null || list === undefined ? list : list.map((e) => FIELDS.map((f) => e[f])),
  };
}

describe('videox answer reader', () => {
  it('gives what the zod schema gives, for 2,000 generated answers of every shape', () => {
    const rnd = generator(7);
    for (let i = 0; i < 2000; i++) {
      const raw = answer(rnd);
      const zod = videoxDataSchema.safeParse(raw);
      expect(viewOf(readVideoxData(raw)), JSON.stringify(raw)).toEqual(viewOf(zod.success ? { success: true, data: zod.data } : { success: false }));
    }
  });

  it('reads a usual 200-entry answer without zod', () => {
    const spy = vi.spyOn(videoxDataSchema, 'safeParse');
    const queue_list = Array.from({ length: 200 }, (_, i) => ({ msku_id: `M${i}`, warehouse_id: '1001', quantity: i, success: 1, error_msg: '', queue_id: `q${i}` }));
    const read = readVideoxData({ queue_list, traceId: 't' });
    expect(spy).not.toHaveBeenCalled();
    expect(read.success && read.data.queue_list?.[199]).toMatchObject({ msku_id: 'M199', quantity: 199, queue_id: 'q199', error_msg: '' });
    spy.mockRestore();
  });
});
