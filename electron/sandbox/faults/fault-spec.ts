// Fault specifications: the zod schema that guards the admin API and the CLI, and the compact CLI syntax
//   kind[:key=value]...[,kind[:key=value]...]
// keys: p (probability 0..1), n (count), op (operation id or path), ms (latency, slowAnswer), s (clockSkew seconds)
// e.g. `reject3001008:p=0.3,dropAfterCommit:n=2:op=picking,latency:ms=200:p=0.5,clockSkew:s=-300`
import { z } from 'zod';
import { findOperationByPath, isOperationId, type OperationId } from '../../../shared/catalogue';
import type { FaultKind, FaultSpec } from '../types';

export const FAULT_KINDS = [
  'latency',
  'reject3001008',
  'throttle103',
  'http500',
  'http502',
  'resetBeforeProcessing',
  'dropAfterCommit',
  'slowAnswer',
  'expireTokens',
  'clockSkew',
  'holdStockChanges',
] as const satisfies readonly FaultKind[];

type UnlistedKind = Exclude<FaultKind, (typeof FAULT_KINDS)[number]>;
/** @public Fails to compile when types.ts gains a kind that is not listed above; nothing imports it. */
export const ALL_KINDS_LISTED: [UnlistedKind] extends [never] ? true : never = true;

const operationRef = z.string().transform((ref, ctx): OperationId => {
  if (isOperationId(ref)) return ref;
  const byPath = findOperationByPath(ref);
  if (byPath) return byPath.id;
  ctx.addIssue({ code: 'custom', message: `"${ref}" is neither an operation id nor a path of the catalogue` });
  return z.NEVER;
});

export const faultSpecSchema = z
  .strictObject({
    kind: z.enum(FAULT_KINDS),
    operation: operationRef.optional(),
    probability: z.number().min(0).max(1).optional(),
    count: z.number().int().min(0).optional(),
    ms: z.number().int().min(0).max(600_000).optional(),
    seconds: z.number().int().min(-10 * 365 * 86400).max(10 * 365 * 86400).optional(),
  })
  .superRefine((f, ctx) => {
    if ((f.kind === 'latency' || f.kind === 'slowAnswer') && f.ms === undefined) {
      ctx.addIssue({ code: 'custom', path: ['ms'], message: `${f.kind} needs ms` });
    }
    if (f.kind === 'clockSkew' && f.seconds === undefined) {
      ctx.addIssue({ code: 'custom', path: ['seconds'], message: 'clockSkew needs seconds' });
    }
  }) satisfies z.ZodType<FaultSpec, unknown>;

export const faultListSchema = z.array(faultSpecSchema).max(100);

export class FaultSpecSyntaxError extends Error {
  override readonly name = 'FaultSpecSyntaxError';
}

const KEY_NAMES: Record<string, 'probability' | 'count' | 'operation' | 'ms' | 'seconds'> = {
  p: 'probability',
  probability: 'probability',
  n: 'count',
  count: 'count',
  op: 'operation',
  operation: 'operation',
  ms: 'ms',
  s: 'seconds',
  seconds: 'seconds',
};

/** Parses the CLI syntax into validated fault specifications. */
export function parseFaultSpec(text: string): FaultSpec[] {
  const entries = text.split(',').map((e) => e.trim()).filter((e) => e !== '');
  return entries.map((entry) => {
    const [kind, ...pairs] = entry.split(':').map((p) => p.trim());
    const raw: Record<string, unknown> = { kind };
    for (const pair of pairs) {
      const eq = pair.indexOf('=');
      const key = KEY_NAMES[eq < 0 ? pair : pair.slice(0, eq)];
      if (eq < 0 || key === undefined) {
        throw new FaultSpecSyntaxError(`"${entry}": "${pair}" is not one of p=, n=, op=, ms=, s=`);
      }
      const value = pair.slice(eq + 1);
      raw[key] = key === 'operation' ? value : value.trim() === '' ? Number.NaN : Number(value);
    }
    const parsed = faultSpecSchema.safeParse(raw);
    if (!parsed.success) {
      const why = parsed.error.issues.map((i) => `${i.path.join('.') || 'kind'}: ${i.message}`).join('; ');
      throw new FaultSpecSyntaxError(`"${entry}": ${why}`);
    }
    return parsed.data;
  });
}
