// The bulk frame's pure parts: job rows → grid statuses, known vendor reasons translated beside the vendor's
// words, drafts read back through their schema, the id list's dedupe, and goods validated as list elements.
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { JobRow, JobSummary } from '../../../../../shared/ipc';
import { MESSAGES } from '../../../i18n/catalogue';
import { dedupeRows, idsOf } from '../IdListGrid';
import { GridValidator } from '../model/validation';
import type { GridColumn, GridRow } from '../model/types';
import { bulkDraft, fromDraftRows, toDraftRows } from './draft-content';
import { rowReasonText } from '../../../i18n/row-reason-text';
import type { LedgerEntry } from '../../../../../shared/ipc';
import { planSend } from '../../../jobs/send-plan';
import { statusesOf } from './grid-statuses';

const intl = (locale: 'en' | 'zh-CN') => createIntl({ locale, messages: MESSAGES[locale] });

/** Rows sent in job j1 with q = 1, the ledger's entries as `rows` says, the grid's rows with q as `edited` says. */
const statuses = (state: JobSummary['state'], rows: Record<string, Pick<JobRow, 'status' | 'reason'> & { sentAt?: string | null; code?: string }>, edited: Record<string, string> = {}) => {
  const items = Object.keys(rows).map((id) => ({ id, values: { q: edited[id] ?? '1' }, identity: { key: `item-${id}`, values: `q=${edited[id] ?? '1'}` } }));
  const entryOf = (key: string): LedgerEntry | null => {
    const id = key.slice('item-'.length);
    const r = rows[id];
    if (!r || r.status === 'invalid') return null;
    return { jobId: 'j1', rowKey: id, status: r.status, values: 'q=1', item: null, sent: null, sentAt: r.sentAt === undefined ? (r.status === 'pending' ? null : 'x') : r.sentAt, createdAt: 'x', reason: r.reason, code: r.code ?? null, category: null, resolvedBy: null };
  };
  return statusesOf(planSend({ items, entryOf, jobStateOf: () => state, editedInPlace: true }), intl('en'));
};

describe('send outcomes as grid statuses', () => {
  it('are a view over the plan: the same statuses, size and order as a Map of every row, the refused rows listed', () => {
    const s = statuses('running', {
      a: { status: 'succeeded', reason: null },
      b: { status: 'failed', reason: 'msku_id not found', code: 'ITEM_NOT_FOUND' },
      c: { status: 'pending', reason: null },
      d: { status: 'failed', reason: 'busy', code: 'TRANSPORT' },
      e: { status: 'invalid', reason: null },
    }, { d: '2' });
    const whole = new Map([...s]);
    expect([...whole.keys()]).toEqual(['a', 'b', 'c', 'd']);
    expect(s.size).toBe(whole.size);
    for (const id of ['a', 'b', 'c', 'd', 'e']) expect(s.get(id)).toEqual(whole.get(id));
    expect(s.has('e')).toBe(false);
    // The refused rows, the edited one among them (it stays listed with the failures until sent).
    expect(s.failedIds).toEqual([...whole].filter(([, st]) => st.state === 'failed').map(([id]) => id));
    expect(s.failedIds).toEqual(['b', 'd']);
  });

  it('maps each row status, keeping the vendor reason', () => {
    const s = statuses('finished', { a: { status: 'succeeded', reason: null }, b: { status: 'failed', reason: 'msku_id not found' }, c: { status: 'unknown', reason: 'no answer' } });
    expect(s.get('a')).toEqual({ state: 'succeeded' });
    expect(s.get('b')).toEqual({ state: 'failed', reason: 'msku_id not found' });
    expect(s.get('c')).toEqual({ state: 'unknown', reason: 'no answer' });
  });
  it('keeps the service\'s own words of a refusal our words say whole, for the export (never on screen twice)', () => {
    const s = statuses('finished', { b: { status: 'failed', reason: 'msku_id not found in the store', code: 'ITEM_NOT_FOUND' }, c: { status: 'failed', reason: 'out of range', code: 'ITEM_FAILED' } });
    expect(s.get('b')?.reason).toBe('The service has no such item. Check the id: the service does not know it.');
    expect(s.get('b')?.asItCame).toBe('msku_id not found in the store');
    // Words the line already shows are not kept twice.
    expect(s.get('c')?.reason).toContain('out of range');
    expect(s.get('c')?.asItCame).toBeUndefined();
  });
  it('shows a pending row as queued before the first answer, sending after, and not sent once the job stopped', () => {
    expect(statuses('running', { a: { status: 'pending', reason: null } }).get('a')?.state).toBe('queued');
    expect(statuses('running', { a: { status: 'pending', reason: null, sentAt: '2026-12-01T10:00:00Z' } }).get('a')?.state).toBe('sending');
    expect(statuses('cancelled', { a: { status: 'pending', reason: null } }).get('a')?.state).toBe('pending');
  });
  it('shows a succeeded row edited since as changed, never as succeeded', () => {
    expect(statuses('finished', { a: { status: 'succeeded', reason: null } }, { a: '2' }).get('a')?.state).toBe('changed');
  });
});

describe('vendor reasons', () => {
  const pending = '当前库存调整未完成，不支持修改 — Atlas-retailx-US';
  it('says the translated code first, then the vendor words once as they came', () => {
    expect(rowReasonText(intl('en'), 'ITEM_FAILED', pending)).toBe(`The service refused this item. The service said: ${pending}`);
    expect(rowReasonText(intl('zh-CN'), 'ITEM_FAILED', 'shipment not found')).toBe('服务拒绝了此项。服务原文：shipment not found');
  });
  it('words Opsdesk\'s own reasons by their code alone, in the reader\'s language', () => {
    expect(rowReasonText(intl('zh-CN'), 'ITEM_NO_ENTRY', 'the answer has no entry for this row')).toBe('响应中没有此项，是否生效未知。');
  });
});

describe('drafts', () => {
  it('round-trip rows with exact ids, and hold the jobs of the last send, never a copy of what was sent', () => {
    const rows: GridRow[] = [{ id: 'a', values: { sid: '113357389420311322', name: '007' } }, { id: 'b', values: { sid: '1' } }];
    const back = bulkDraft.parse(JSON.parse(JSON.stringify({ rows: toDraftRows(rows), extra: null, job: { last: ['job-1'], starting: null } })));
    expect(fromDraftRows(back.rows)).toEqual(rows);
    expect(back.job).toEqual({ last: ['job-1'], starting: null });
  });
  it('read a draft saved before the ledger: its copy of what was sent is dropped, its last job kept', () => {
    const old = { rows: [{ id: 'a', values: { q: '1' }, original: { q: '1' } }], extra: null, jobId: 'job-1', sent: { a: { values: { q: '1' }, jobs: ['job-1'] } } };
    const back = bulkDraft.parse(old);
    expect(back).toEqual({ rows: [{ id: 'a', values: { q: '1' } }], extra: null, job: { last: ['job-1'], starting: null } });
  });
  it('refuse a damaged file instead of loading half of it', () => {
    expect(bulkDraft.safeParse({ rows: [{ id: '', values: {} }], extra: null, job: { last: [], starting: null } }).success).toBe(false);
  });
});

describe('id lists', () => {
  const r = (id: string, v: string): GridRow => ({ id, values: { id: v } });
  it('dedupe keeps the first of each id, drops blanks, keeps leading zeros and long ids exact', () => {
    const rows = [r('1', '0012'), r('2', ' 0012 '), r('3', ''), r('4', '123456789012345678901'), r('5', '12')];
    expect(dedupeRows(rows).map((x) => x.id)).toEqual(['1', '4', '5']);
    expect(idsOf(rows)).toEqual(['0012', '123456789012345678901', '12']);
  });
});

describe('goods rows checked as list elements of one request', () => {
  it('names the cell and the reason', async () => {
    const { goodsItemSchema } = await import('../../../features/cargo/form-schema');
    const { GOODS_COLUMNS } = await import('../../../features/cargo/columns');
    const v = new GridValidator({ operation: 'cargoStorage', columns: GOODS_COLUMNS as GridColumn[], locale: 'en', item: goodsItemSchema });
    const good = { msku: 'M', sku: 'S', product_id: 'P', product_name: 'N', product_type: 'GTIN', gtin: '0001', box_num: '1', single_box_num: '2', declare_num: '2', expected_arrival_time: '2026-12-01 10:00:00', value_added_service: '1', picture_url: 'u', product_desc: 'd' };
    expect(v.check(good).issues).toBeNull();
    const bad = v.check({ ...good, product_type: 'XYZ', value_added_service: 'yes' }).issues;
    expect([...(bad?.cells.keys() ?? [])].sort()).toEqual(['product_type', 'value_added_service']);
  });
});

describe('a bulk grid\'s draft rows', () => {
  it('are the same list when rows only gained their sent originals, and a new one when a value was typed', () => {
    const rows: GridRow[] = [{ id: 'r1', values: { q: '1' } }, { id: 'r2', values: { q: '2' } }];
    const first = toDraftRows(rows);
    const pushed = rows.map((r) => ({ ...r, original: { q: '1' } }));
    expect(toDraftRows(pushed, first)).toBe(first);
    const typed = [pushed[0]!, { ...pushed[1]!, values: { q: '3' } }];
    const next = toDraftRows(typed, first);
    expect(next).not.toBe(first);
    expect(next[0]).toBe(first[0]);
    expect(next).toEqual([{ id: 'r1', values: { q: '1' } }, { id: 'r2', values: { q: '3' } }]);
  });
});
