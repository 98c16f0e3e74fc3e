// Training switches of the embedded sandbox: faults the emulator injects (electron/sandbox/README.md "Faults")
// so staff can see, without a live account, what a throttle storm, a dropped answer or an expired token looks
// like in Opsdesk. Only the kinds that make sense to practise on are offered.
import { z } from 'zod';
import { anyOperation } from './operations';

export const TRAINING_FAULT_KINDS = [
  'reject3001008', // throttle storm: nothing executed, retried after back-off
  'throttle103', // the business throttle
  'http502', // a gateway's HTML error page: sometimes after the service acted, so the outcome is unknown
  'resetBeforeProcessing', // the connection breaks before the service acts
  'dropAfterCommit', // executed, but the answer is lost: unknown outcome, reconcile
  'slowAnswer', // executed, answer held `ms`
  'latency', // every answer `ms` later
  'expireTokens', // every access token expires now: renewal
] as const;
export type TrainingFaultKind = (typeof TRAINING_FAULT_KINDS)[number];

export const trainingFault = z
  .strictObject({
    kind: z.enum(TRAINING_FAULT_KINDS),
    /** Chance per matching request, 0..1. */
    probability: z.number().min(0).max(1),
    /** Only this operation; absent = every business operation. */
    operation: anyOperation.optional(),
    /** For latency and slowAnswer. */
    ms: z.number().int().min(0).max(60_000).optional(),
  })
  .refine((f) => (f.kind !== 'latency' && f.kind !== 'slowAnswer') || f.ms !== undefined, { error: 'needs ms', path: ['ms'] });
export type TrainingFault = z.infer<typeof trainingFault>;

export const sandboxFaultsOutput = z.object({
  /** This host runs an embedded sandbox. */
  available: z.boolean(),
  faults: z.array(trainingFault),
});

export const setSandboxFaultsInput = z.strictObject({ faults: z.array(trainingFault).max(20) });
