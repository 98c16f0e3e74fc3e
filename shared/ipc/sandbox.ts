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
  'holdStockChanges', // while on, stock changes stay "still adjusting"; switched off, they apply at once
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

/** Demo records of the embedded sandbox a newcomer can paste into a screen, read from its seeded state. */
const sampleId = z.string().max(200);
export const sandboxSamplesOutput = z.object({
  available: z.boolean(),
  /** Shipping-list codes by §2.3 status (`shippingListStatus`), with whether each is picked. */
  shippingLists: z.array(z.object({ code: sampleId, status: z.number().int(), picked: z.boolean() })),
  /** Orders of one store, buyer and address, none shipped: merging them succeeds. */
  mergeableOrders: z.array(sampleId),
  /** Two orders that cannot be merged (other store or buyer). */
  unmergeablePair: z.array(sampleId),
  /** MSKU IDs by store and platform, paired or not (un-pairing by MSKU ID). */
  listings: z.array(z.object({ storeId: sampleId, storeName: z.string().max(200), platformCode: sampleId, paired: z.array(sampleId), unpaired: z.array(sampleId) })),
  videox: z.array(z.object({ storeId: sampleId, mskuId: sampleId })),
  retailx: z.array(z.object({ storeId: sampleId, variantUniqueId: sampleId })),
  shipments: z.array(z.object({ sid: sampleId, shipmentConfirmationId: sampleId })),
  addresses: z.array(z.object({ sid: sampleId, id: sampleId })),
});
export type SandboxSamples = z.infer<typeof sandboxSamplesOutput>;

export const sandboxWritesInput = z.strictObject({ offset: z.number().int().min(0).max(1_000_000), limit: z.number().int().min(1).max(200) });
/** The sandbox's log of applied writes, most recent first. */
export const sandboxWritesOutput = z.object({
  available: z.boolean(),
  total: z.number().int().nonnegative(),
  writes: z.array(
    z.object({
      seq: z.number().int(),
      at: z.string().max(40),
      operation: z.string().max(64),
      requestId: z.string().max(200),
      applied: z.number().int().nonnegative(),
      /** The first applied item keys (the rest counted in `applied`). */
      appliedKeys: z.array(sampleId).max(20),
      rejected: z.array(z.object({ key: sampleId, reason: z.string().max(500) })).max(20),
      answerDropped: z.boolean(),
    }),
  ),
});
export type SandboxWrites = z.infer<typeof sandboxWritesOutput>;

/**
 * Sizes of the embedded sandbox's demo data. `small` is the generator's default (what tests of the emulator
 * rely on); the larger ones give a day's work: thousands of stock rows a store for a bulk edit, and enough
 * shipping lists, listings, orders and inbound shipments that a trainee need not reuse a code. The same size
 * and seed always give the same data.
 */
export const DEMO_SIZES = ['small', 'large', 'veryLarge'] as const;
export type DemoSize = (typeof DEMO_SIZES)[number];
export const demoSize = z.enum(DEMO_SIZES);

/** What the back office is generated with at each size (counts per store where the name says so). */
export interface DemoSizePlan {
  /** chatx parent listings (each with children), over the chatx stores. */
  listings: number;
  shippingLists: number;
  orders: number;
  /** videox listings per videox store; null = as many as `listings` over all videox stores (the small data). */
  videoxPerStore: number | null;
  /** retailx variants per retailx store; null = as many as `listings` over all retailx stores. */
  retailxPerStore: number | null;
  /** Inbound shipments per mkt store; null = the generator's 12. */
  shipmentsPerStore: number | null;
}

export const DEMO_SIZE_PLANS: Readonly<Record<DemoSize, DemoSizePlan>> = {
  small: { listings: 120, shippingLists: 40, orders: 60, videoxPerStore: null, retailxPerStore: null, shipmentsPerStore: null },
  large: { listings: 600, shippingLists: 600, orders: 800, videoxPerStore: 5_000, retailxPerStore: 5_000, shipmentsPerStore: 200 },
  veryLarge: { listings: 2_000, shippingLists: 2_000, orders: 3_000, videoxPerStore: 20_000, retailxPerStore: 20_000, shipmentsPerStore: 600 },
};

/** How the embedded sandbox's demo data stands: its size, whether it is kept on disk, what happened at start. */
export const sandboxDemoOutput = z.object({
  available: z.boolean(),
  size: demoSize,
  /** The state (data and write log) is kept in the data folder and survives a restart. */
  persisted: z.boolean(),
  /** When the kept state was last written (ISO), null before the first write. */
  savedAt: z.string().max(40).nullable(),
  /** Counts of what the demo data holds now. */
  counts: z.object({
    shippingLists: z.number().int().nonnegative(),
    listings: z.number().int().nonnegative(),
    videox: z.number().int().nonnegative(),
    retailx: z.number().int().nonnegative(),
    orders: z.number().int().nonnegative(),
    shipments: z.number().int().nonnegative(),
    writes: z.number().int().nonnegative(),
  }),
  /** A kept state that could not be read at start: set aside under this file name, the data began anew. */
  setAside: z.object({ file: z.string().max(1000), reason: z.string().max(500), at: z.string().max(40) }).nullable(),
  /** The last write of the kept state failed (disk full, folder gone): the data lives on in memory only. */
  saveError: z.string().max(500).nullable(),
});
export type SandboxDemo = z.infer<typeof sandboxDemoOutput>;

export const setDemoSizeInput = z.strictObject({ size: demoSize });
