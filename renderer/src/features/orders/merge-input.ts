// What the user typed into the merge form, checked before anything is sent: the platform (numeric, one the
// merge serves) and the order groups (one group per line, ids as text: ids above 2^53 stay exact).
import { MERGE_UNSUPPORTED_PLATFORMS } from '../../../../shared/catalogue';

export const MAX_ORDERS_PER_GROUP = 200;
const ORDER_ID = /^\d{1,30}$/;

export type MergeIssue =
  | { kind: 'platformMissing' }
  | { kind: 'platformNotNumeric' }
  | { kind: 'platformUnsupported'; platform: string }
  | { kind: 'noGroups' }
  | { kind: 'groupTooSmall'; line: number }
  | { kind: 'groupTooLarge'; line: number; count: number }
  | { kind: 'badId'; line: number; id: string }
  | { kind: 'repeatedId'; line: number; id: string };

export interface MergePlan {
  platform: string;
  /** One group per non-empty line, in order; each id once. */
  groups: Array<{ line: number; orders: string[] }>;
}

export const isUnsupportedPlatform = (p: string) => (MERGE_UNSUPPORTED_PLATFORMS as readonly string[]).includes(p);

/** Splits one line into order ids: spaces, tabs, commas (ASCII or Chinese), semicolons. */
export const splitIds = (line: string): string[] => line.split(/[\s,;，；、]+/u).filter((s) => s !== '');

export function planMerge(platformText: string, idsText: string): { plan: MergePlan | null; issues: MergeIssue[] } {
  const issues: MergeIssue[] = [];
  const platform = platformText.trim();
  if (platform === '') issues.push({ kind: 'platformMissing' });
  else if (!/^\d+$/.test(platform)) issues.push({ kind: 'platformNotNumeric' });
  else if (isUnsupportedPlatform(platform)) issues.push({ kind: 'platformUnsupported', platform });

  const groups: MergePlan['groups'] = [];
  const seen = new Map<string, number>();
  const lines = idsText
    .split(/\r?\n/)
    .map((raw, i) => ({ line: i + 1, ids: splitIds(raw).map((id) => ({ id, line: i + 1 })) }))
    .filter((l) => l.ids.length > 0);
  // A column pasted from a sheet (one id on every line) is one group, not many groups of one.
  const column = lines.length >= 2 && lines.every((l) => l.ids.length === 1);
  const rows = column ? [{ line: lines[0]?.line ?? 1, ids: lines.flatMap((l) => l.ids) }] : lines;
  rows.forEach(({ line, ids }) => {
    const orders: string[] = [];
    for (const { id, line: at } of ids) {
      if (!ORDER_ID.test(id)) issues.push({ kind: 'badId', line: at, id });
      else if (seen.has(id)) issues.push({ kind: 'repeatedId', line: at, id });
      else {
        seen.set(id, at);
        orders.push(id);
      }
    }
    if (ids.length < 2) issues.push({ kind: 'groupTooSmall', line });
    if (ids.length > MAX_ORDERS_PER_GROUP) issues.push({ kind: 'groupTooLarge', line, count: ids.length });
    groups.push({ line, orders });
  });
  if (groups.length === 0) issues.push({ kind: 'noGroups' });
  return { plan: issues.length === 0 ? { platform, groups } : null, issues };
}
