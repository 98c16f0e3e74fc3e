// The listing records as the bridge delivers them (catalogue types after toPlainJson).
import type { ChildListing, Listing } from '../../../../shared/catalogue';
import type { PlainJson } from '../../bridge/plain-json';

export type ParentRecord = PlainJson<Listing>;
export type ChildRecord = PlainJson<ChildListing>;

/** One line of the table: a parent, or a child under its parent. `rowId` is unique on the page. */
export interface ListingLine {
  rowId: string;
  record: ChildRecord;
  depth: 0 | 1;
  children: ListingLine[];
}

export function toLines(list: readonly ParentRecord[]): ListingLine[] {
  return list.map((parent, i) => {
    const parentId = `p${i}:${parent.id ?? parent.mskuId ?? parent.msku ?? ''}`;
    return {
      rowId: parentId,
      record: parent,
      depth: 0,
      children: parent.children.map((child, j) => ({ rowId: `${parentId}/c${j}:${child.id ?? child.mskuId ?? ''}`, record: child, depth: 1, children: [] })),
    };
  });
}
