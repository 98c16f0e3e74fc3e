// The merge form, checked before anything is sent: the platform (numeric, one the merge serves) and the order
// ids of the grid (text end to end: ids above 2^53 stay exact). The grid's ids are one merge request; the
// vendor splits it into sets of the same store, buyer and address and answers per set.
import { mergePlatformProblem } from '../../../../shared/catalogue';
import { isIdText } from '../../../../shared/catalogue/fields';

export const MAX_ORDERS_PER_GROUP = 200;

export type MergeIssue =
  | { kind: 'platformMissing' }
  | { kind: 'platformNotNumeric' }
  | { kind: 'platformUnsupported'; platform: string }
  | { kind: 'tooFew' }
  | { kind: 'tooMany'; count: number }
  | { kind: 'badId'; id: string }
  /** Orders the ledger holds as merged (or maybe): fewer than two would be left to send. */
  | { kind: 'alreadyMerged'; count: number };

export interface MergePlan {
  platform: string;
  /** The order ids of the request, in order, each once. */
  orders: string[];
}


/** `ids` are the grid's distinct ids (IdListGrid's idsOf). */
export function planMerge(platformText: string, ids: readonly string[]): { plan: MergePlan | null; issues: MergeIssue[] } {
  const issues: MergeIssue[] = [];
  const platform = platformText.trim();
  const problem = platform === '' ? null : mergePlatformProblem(platform);
  if (platform === '') issues.push({ kind: 'platformMissing' });
  else if (problem === 'notDigits') issues.push({ kind: 'platformNotNumeric' });
  else if (problem === 'notMergeable') issues.push({ kind: 'platformUnsupported', platform });
  const orders = [...new Set(ids.map((id) => id.trim()).filter((id) => id !== ''))];
  for (const id of orders) if (!isIdText(id)) issues.push({ kind: 'badId', id });
  if (orders.length < 2) issues.push({ kind: 'tooFew' });
  if (orders.length > MAX_ORDERS_PER_GROUP) issues.push({ kind: 'tooMany', count: orders.length });
  return { plan: issues.length === 0 ? { platform, orders } : null, issues };
}
