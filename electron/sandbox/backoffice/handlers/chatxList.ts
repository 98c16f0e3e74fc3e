// 4.10 chatx online products: parents with their children nested (isParent 1, the default) or the child
// records alone (isParent 0), filtered, sorted and paged as notes §6 say; count = all matches.
import { businessEnvelope, SUCCESS_TEXT } from '../envelope';
import { withExactIds } from '../exact';
import type { ChatxChild, ChatxParent } from '../model';
import { compareValues, matchesFamilyTraits, matchesRecord, readChatxQuery, type ChatxQuery } from './chatxQuery';
import type { Handler } from './types';

const CHILD_SCALARS = [
  'attributes', 'availableNumber', 'bid', 'category', 'cid', 'companyId', 'id', 'imgUrl', 'msku', 'mskuId',
  'onHandNumber', 'pid', 'platformCode', 'pname', 'price', 'productId', 'productUniqueId', 'readyToShipNumber', 'sku',
  'status', 'storeId', 'storeName', 'title',
];
const PARENT_SCALARS = [...CHILD_SCALARS, 'bname', 'cname', 'day30SaleCnt', 'day7SaleCnt', 'notes', 'principalName'];
const SORTABLE = { parent: new Set(PARENT_SCALARS), child: new Set(CHILD_SCALARS) };
/** Ids above 2^53 are written as exact bare numbers. */
const EXACT_KEYS = new Set(['storeId', 'mskuId']);

/** A parent (rendered with its children nested) or a child record. */
type Row = ChatxParent | ChatxChild;

function render(row: Row): unknown {
  const out = withExactIds(row.fields, EXACT_KEYS) as Record<string, unknown>;
  if ('children' in row) out.children = row.children.map((c) => withExactIds(c.fields, EXACT_KEYS));
  return out;
}

function select(q: ChatxQuery, listings: readonly ChatxParent[]): Row[] {
  const rows: Row[] = [];
  for (const parent of listings) {
    if (q.level === 'parent') {
      if (matchesRecord(q, parent.fields, parent) && matchesFamilyTraits(q, parent, parent.children)) rows.push(parent);
      continue;
    }
    for (const child of parent.children) {
      if (matchesRecord(q, child.fields, parent) && matchesFamilyTraits(q, child)) rows.push(child);
    }
  }
  const sort = q.sort;
  if (sort) {
    const value = (r: Row) => (r.fields as unknown as Record<string, unknown>)[sort.field];
    rows.sort((a, b) => {
      const c = compareValues(value(a), value(b));
      return (sort.desc ? -c : c) || a.fields.productUniqueId - b.fields.productUniqueId;
    });
  }
  return rows;
}

export const handleChatxList: Handler = (body, env) => {
  const query = readChatxQuery(body, (level) => SORTABLE[level]);
  const rows = select(query, env.state.listings);
  const list = rows.slice(query.offset, query.offset + query.length).map(render);
  return {
    envelope: businessEnvelope(env.ctx, { code: 0, message: SUCCESS_TEXT.plain, data: { count: rows.length, list }, total: rows.length }),
    applied: null,
  };
};
