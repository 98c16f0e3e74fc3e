import { describe, expect, it } from 'vitest';
import { LosslessNumber, stringifyJson } from '../../../shared/json/lossless';
import { data, harness, view, type Harness, type Rec } from './helpers';

// Field names of spec §2.4.
const PARENT_FIELDS = [
  'attributes', 'availableNumber', 'bid', 'bname', 'category', 'children', 'cid', 'cname', 'companyId', 'day30SaleCnt', 'day7SaleCnt',
  'id', 'imgUrl', 'msku', 'mskuId', 'notes', 'onHandNumber', 'pid', 'platformCode', 'pname', 'price', 'principalName', 'principalUids',
  'productId', 'productUniqueId', 'quantitySyn', 'readyToShipNumber', 'sku', 'status', 'storeId', 'storeName', 'supplyPriceList',
  'title', 'wareHouseDataList',
];
const CHILD_FIELDS = [
  'attributes', 'availableNumber', 'bid', 'category', 'cid', 'companyId', 'id', 'imgUrl', 'msku', 'mskuId', 'onHandNumber', 'pid',
  'platformCode', 'pname', 'price', 'productId', 'productUniqueId', 'readyToShipNumber', 'sku', 'status', 'storeId', 'storeName',
  'supplyPriceList', 'title', 'wareHouseDataList',
];

type Family = { fields: Rec; paired: boolean; children: Array<{ fields: Rec; paired: boolean }> };
const families = (h: Harness) => view<Family>(h.bo, 'listings');
const children = (h: Harness) => families(h).flatMap((p) => p.children.map((c) => ({ ...c, parent: p })));
const list = (answer: Rec) => data(answer).list as Rec[];
const ids = (records: Rec[]) => records.map((r) => r.productUniqueId);

describe('chatx online products (4.10)', () => {
  it('lists parents with every §2.4 field and their children nested, count = all parents', () => {
    const h = harness();
    const { answer } = h.call('chatxList', { length: 200 });
    expect(answer).toMatchObject({ code: 0, total: 120, data: { count: 120 } });
    const parents = list(answer);
    expect(parents).toHaveLength(120);
    for (const p of parents) {
      expect(Object.keys(p).sort()).toEqual(PARENT_FIELDS);
      for (const c of p.children as Rec[]) expect(Object.keys(c).sort()).toEqual(CHILD_FIELDS);
    }
    expect(parents.some((p) => (p.children as Rec[]).length > 0)).toBe(true);
    const syn = parents.map((p) => p.quantitySyn).find((q) => q !== null) as Rec;
    expect(Object.keys(syn).sort()).toEqual(['after', 'before', 'quantitySynWareHouses', 'type', 'uid', 'userName']);
  });

  it('lists child records alone with isParent 0', () => {
    const h = harness();
    const { answer } = h.call('chatxList', { isParent: 0, length: 200 });
    expect(data(answer).count).toBe(children(h).length);
    expect(list(answer).every((r) => !('children' in r))).toBe(true);
  });

  it('writes storeId and mskuId above 2^53 as exact bare numbers', () => {
    const h = harness();
    const first = families(h)[0] as Family;
    const { envelope, answer } = h.call('chatxList', { length: 1 });
    const text = stringifyJson(envelope);
    expect(text).toContain(`"mskuId":${first.fields.mskuId as string},`);
    expect(text).toContain(`"storeId":${first.fields.storeId as string},`);
    expect(list(answer)[0]).toMatchObject({ mskuId: first.fields.mskuId, storeId: first.fields.storeId });
  });

  it('pages with offset and length, and refuses length above 200 with code 102', () => {
    const h = harness();
    const all = ids(list(h.call('chatxList', { length: 200 }).answer));
    expect(ids(list(h.call('chatxList', { offset: 10, length: 5 }).answer))).toEqual(all.slice(10, 15));
    expect(list(h.call('chatxList', {}).answer)).toHaveLength(20);
    const tooLong = h.call('chatxList', { length: 201 }).answer;
    expect(tooLong).toMatchObject({ code: 102, message: expect.stringContaining('length') });
  });

  it('sorts asc or desc on any record field, ids compared exactly', () => {
    const h = harness();
    const byPrice = list(h.call('chatxList', { length: 200, sortField: 'price', sortType: 'desc' }).answer).map((r) => Number(r.price));
    expect(byPrice).toEqual([...byPrice].sort((a, b) => b - a));
    const byMsku = list(h.call('chatxList', { length: 200, sortField: 'mskuId', sortType: 'asc' }).answer).map((r) => BigInt(r.mskuId as string));
    expect(byMsku).toEqual([...byMsku].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(h.call('chatxList', { sortField: 'children' }).answer.code).toBe(102);
  });

  it('searches msku fuzzily with searchSingleValue and msku IDs exactly with searchValues', () => {
    const h = harness();
    const fuzzy = list(h.call('chatxList', { isParent: 0, length: 200, searchField: '1', searchSingleValue: '-1' }).answer);
    expect(fuzzy.length).toBeGreaterThan(0);
    expect(fuzzy.every((r) => String(r.msku).includes('-1'))).toBe(true);
    const wanted = children(h).slice(0, 3).map((c) => c.fields.mskuId as string);
    const exact = list(h.call('chatxList', { isParent: 0, searchField: '2', searchValues: wanted }).answer);
    expect(exact.map((r) => r.mskuId)).toEqual(wanted);
    const parentsOf = list(h.call('chatxList', { searchField: '2', searchValues: wanted.slice(0, 1) }).answer);
    expect(parentsOf).toHaveLength(1);
    expect((parentsOf[0]?.children as Rec[]).map((c) => c.mskuId)).toContain(wanted[0]);
  });

  it('searches SKU (3) and product name (4)', () => {
    const h = harness();
    const paired = children(h).find((c) => c.paired) as { fields: Rec };
    const bySku = list(h.call('chatxList', { isParent: 0, searchField: '3', searchValues: [paired.fields.sku] }).answer);
    expect(bySku.map((r) => r.sku)).toEqual([paired.fields.sku]);
    const name = String(paired.fields.pname).toLowerCase();
    const byName = list(h.call('chatxList', { isParent: 0, length: 200, searchField: '4', searchSingleValue: name }).answer);
    expect(byName.every((r) => String(r.pname).toLowerCase().includes(name))).toBe(true);
    expect(h.call('chatxList', { searchSingleValue: 'x' }).answer.code).toBe(102);
  });

  it('filters by pairingStatus (0 unpaired, 1 paired, absent all)', () => {
    const h = harness();
    const all = children(h);
    const count = (pairingStatus?: number) => data(h.call('chatxList', { isParent: 0, pairingStatus }).answer).count;
    expect(count(1)).toBe(all.filter((c) => c.paired).length);
    expect(count(0)).toBe(all.filter((c) => !c.paired).length);
    expect(count()).toBe(all.length);
  });

  it('filters by statusList ("0" normal, "1" deleted)', () => {
    const h = harness();
    const deleted = families(h).filter((p) => p.fields.status === 1).length;
    expect(deleted).toBeGreaterThan(0);
    expect(data(h.call('chatxList', { statusList: ['1'] }).answer).count).toBe(deleted);
    expect(data(h.call('chatxList', { statusList: ['0', '1'] }).answer).count).toBe(120);
  });

  it('filters availableNumber and price by condition 1 (greater) and 2 (less)', () => {
    const h = harness();
    const fam = families(h);
    const count = (body: Rec) => data(h.call('chatxList', body).answer).count;
    expect(count({ availableNumber: '100', availableNumberCondition: 1 })).toBe(fam.filter((p) => (p.fields.availableNumber as number) > 100).length);
    expect(count({ availableNumber: '100', availableNumberCondition: 2 })).toBe(fam.filter((p) => (p.fields.availableNumber as number) < 100).length);
    expect(count({ price: '30.00', priceCondition: 1 })).toBe(fam.filter((p) => Number(p.fields.price) > 30).length);
    expect(count({ price: '30.00', priceCondition: 2 })).toBe(fam.filter((p) => Number(p.fields.price) < 30).length);
  });

  it('filters by storeIds, brandIds, categoryIds, principalUids, parentUniqueIds and productUniqueId', () => {
    const h = harness();
    const fam = families(h);
    const first = fam[0] as Family;
    const count = (body: Rec) => data(h.call('chatxList', body).answer).count;
    const storeId = first.fields.storeId as string;
    expect(count({ storeIds: [new LosslessNumber(storeId)] })).toBe(fam.filter((p) => p.fields.storeId === storeId).length);
    expect(count({ brandIds: [first.fields.bid] })).toBe(fam.filter((p) => p.fields.bid === first.fields.bid).length);
    expect(count({ categoryIds: [first.fields.cid] })).toBe(fam.filter((p) => p.fields.cid === first.fields.cid).length);
    const uid = (first.fields.principalUids as number[])[0];
    expect(count({ principalUids: [uid] })).toBe(fam.filter((p) => (p.fields.principalUids as number[]).includes(uid as number)).length);
    const withKids = fam.find((p) => p.children.length > 0) as Family;
    expect(count({ isParent: 0, parentUniqueIds: [withKids.fields.productUniqueId] })).toBe(withKids.children.length);
    expect(count({ productUniqueId: first.fields.productUniqueId })).toBe(1);
  });

  it('refuses filter values of the wrong type or outside their values with code 102 naming the field', () => {
    const h = harness();
    for (const [field, value] of [['isParent', 2], ['pairingStatus', 'x'], ['statusList', ['2']], ['sortType', 'up'], ['storeIds', 'abc'], ['priceCondition', 3]] as const) {
      const { answer } = h.call('chatxList', { [field]: value });
      expect(answer.code, field).toBe(102);
      expect(String(answer.message), field).toContain(field);
    }
  });
});
