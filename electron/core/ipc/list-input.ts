// A call's input that carries one long list (a job's 100,000 rows) is checked a slice at a time: the guard
// walks the list's elements a slice at a time, the contract gives the input with the list checked only as a
// list (`envelope`) and the schema of one element, and each element is parsed on its own, the loop getting its
// turn between slices. One zod parse of the whole list
// held the main process for 0.3–0.8 s (the browser host's and Electron's alike).
//
// A slice ends after 1,000 elements or after `budgetMs` (4 ms), whichever comes first: a row with a deep input
// costs zod a dozen failed union branches, and on a loaded machine 1,000 such rows took 100–140 ms in one task.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { z } from 'zod';
import type { MethodSpec } from '../../../shared/ipc';
import { InputGuard, type GuardLimits, type GuardProblem } from './input-guard';

const SLICE = 1000;
/** Issues reported at most (the dispatcher shows 20). */
const MAX_ISSUES = 20;
/** The clock is read every this many elements (reading it costs more than checking one small element). */
const CLOCK_EVERY = 32;

/** How long a slice may run; tests give a clock of their own. */
export interface Slicing {
  now: () => number;
  budgetMs: number;
}
const DEFAULT_SLICING: Slicing = { now: () => performance.now(), budgetMs: 4 };

/** Where a slice stands: whether the loop gets its turn before element `i`, and the turn itself. */
class Slices {
  private from = 0;
  private began: number;
  constructor(private readonly slicing: Slicing) {
    this.began = slicing.now();
  }

  due(i: number): boolean {
    return i - this.from >= SLICE || (i % CLOCK_EVERY === 0 && this.slicing.now() - this.began >= this.slicing.budgetMs);
  }

  async turn(i: number): Promise<void> {
    await nextTurn();
    this.from = i;
    this.began = this.slicing.now();
  }
}

export type ListSpec = NonNullable<MethodSpec['list']>;
type Parsed = { success: true; data: unknown } | { success: false; error: z.ZodError };

/**
 * What `guardInput(input, limits)` would find (`problem`), with the list's elements guarded in slices, and
 * whether every element held only values JSON can carry (`plainJson`: then `parseListInput` may take the
 * list's `jsonElement`, and no row is walked a second time by zod's JSON schema).
 */
export async function guardListInput(
  list: ListSpec,
  input: unknown,
  limits: GuardLimits,
  slicing: Slicing = DEFAULT_SLICING,
): Promise<{ problem: GuardProblem | null; plainJson: boolean }> {
  const guard = new InputGuard(limits);
  const head = guard.check(input, [], 0, list.field);
  if (head) return { problem: head, plainJson: false };
  const items = (input as Record<string, unknown> | null)?.[list.field];
  if (!Array.isArray(items)) return { problem: null, plainJson: false };
  const slices = new Slices(slicing);
  // Only the elements are judged: the rest of the input is parsed by its own schema in full.
  guard.plainJson = true;
  for (let i = 0; i < items.length; i++) {
    if (i > 0 && slices.due(i)) await slices.turn(i);
    const p = guard.check(items[i] as unknown, [list.field, i], 2);
    if (p) return { problem: p, plainJson: false };
  }
  return { problem: null, plainJson: guard.plainJson };
}

/**
 * What `spec.input.safeParse(input)` would give, with the list's elements parsed in slices. `plainJson`: the
 * guard found only JSON values in the elements, so their `jsonElement` (where the list has one) says the same.
 */
export async function parseListInput(list: ListSpec, input: unknown, slicing: Slicing = DEFAULT_SLICING, plainJson = false): Promise<Parsed> {
  const element = plainJson && list.jsonElement ? list.jsonElement : list.element;
  const envelope = list.envelope.safeParse(input);
  // The list's own problems (not a list, too long, repeated keys) come first; its elements are not read then.
  if (!envelope.success) return envelope;
  const items = (input as Record<string, unknown>)[list.field] as readonly unknown[];
  if (list.uniqueKey) {
    const slices = new Slices(slicing);
    const { field, message } = list.uniqueKey;
    const seen = new Set<unknown>();
    for (let i = 0; i < items.length; i++) {
      if (i > 0 && slices.due(i)) await slices.turn(i);
      const k = (items[i] as Record<string, unknown> | null | undefined)?.[field];
      if (seen.has(k)) return { success: false, error: new z.ZodError([{ code: 'custom', path: [list.field], message, input: items }]) };
      seen.add(k);
    }
  }
  const out: unknown[] = new Array<unknown>(items.length);
  const issues: z.core.$ZodIssue[] = [];
  const slices = new Slices(slicing);
  for (let i = 0; i < items.length; i++) {
    if (i > 0 && slices.due(i)) await slices.turn(i);
    const r = element.safeParse(items[i]);
    if (r.success) {
      out[i] = r.data;
      continue;
    }
    for (const issue of r.error.issues) issues.push({ ...issue, path: [list.field, i, ...issue.path] });
    if (issues.length >= MAX_ISSUES) break;
  }
  if (issues.length > 0) return { success: false, error: new z.ZodError(issues) };
  return { success: true, data: { ...(envelope.data as Record<string, unknown>), [list.field]: out } };
}
