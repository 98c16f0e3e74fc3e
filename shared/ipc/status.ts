// Journal, token and throttle status, drafts and app info.
import { z } from 'zod';
import { isoTime, jobId, jsonValue, label, opaqueId, UNSAFE_TEXT } from './common';
import { issue } from '../catalogue/issue-codes';
import { anyOperation, jobSummary } from './operations';

export const unfinishedOutput = z.object({
  jobs: z.array(jobSummary),
  /** Journal files in which not even the job could be read (nothing of such a job was ever sent). */
  unreadable: z.array(z.object({ jobId: jobId, problem: z.string() })),
});

export const reconcileInput = z.strictObject({
  jobId: jobId,
  /** The user's word for rows no read can settle: was the change applied? Absent = reconcile by reading. */
  decisions: z
    .array(z.strictObject({ key: z.string().min(1).max(200), applied: z.boolean() }))
    .max(100_000)
    .refine((d) => new Set(d.map((x) => x.key)).size === d.length, { error: 'each row may be decided once' })
    .optional(),
  /** The user's word per request (a request is applied or not as a whole): every unknown row it sent. */
  requests: z
    .array(z.strictObject({ request: z.string().max(40).nullable(), applied: z.boolean() }))
    .max(100_000)
    .refine((d) => new Set(d.map((x) => x.request)).size === d.length, { error: 'each request may be decided once' })
    .optional(),
  /** The user's word on every unknown row of the job, decided on the main side (no list, no cap). */
  allUnknown: z.strictObject({ applied: z.boolean() }).optional(),
}).refine((i) => [i.decisions, i.requests, i.allUnknown].filter((x) => x !== undefined).length <= 1, {
  error: 'give decisions, requests or allUnknown, not more than one',
});
/** Exact counts: `checked` rows were unknown and were read back (or decided); rows that were not unknown are left alone. */
export const reconcileOutput = z.object({
  jobId: jobId,
  checked: z.number().int(),
  applied: z.number().int(),
  notApplied: z.number().int(),
  stillUnknown: z.number().int(),
});

export const resumeOutput = z.object({ job: jobSummary });
/** `waited`: the job was waiting for the vendor and no longer is (false: it was not waiting). */
export const stopWaitingOutput = z.object({ jobId: jobId, waited: z.boolean() });

export const throttleFigures = z.object({
  operation: anyOperation.nullable(),
  path: z.string(),
  capacity: z.number(),
  effectiveCapacity: z.number(),
  inFlight: z.number(),
  queued: z.number(),
  /** Requests waiting out a back-off after a 3001008/103. */
  backingOff: z.number(),
  rejections: z.number(),
  successes: z.number(),
  backoffMs: z.number(),
  latencyMs: z.number().nullable(),
});
/**
 * The journal's durable writes (write + fdatasync: what a chunk's intent waits for before its send), median over
 * the last writes; `slow` when that passes the core's threshold (the status bar then says so).
 */
export const diskFigures = z.object({ p50Ms: z.number().nullable(), samples: z.number().int(), slow: z.boolean() });
/**
 * Whether the vendor answers: false from the first call that found no one to answer (refused, timed out, cut
 * off, a gateway's error page) until one is answered again; `waiting` are the jobs the vendor stopped that
 * resume by themselves once it answers (`jobs.stopWaiting` takes one out).
 */
export const vendorStatus = z.object({
  answering: z.boolean(),
  since: isoTime.nullable(),
  code: z.string().max(40).nullable(),
  waiting: z.array(z.object({ jobId: jobId, nextProbeAt: isoTime.nullable(), probes: z.number().int() })),
});
export type VendorStatus = z.infer<typeof vendorStatus>;
export const throttleOutput = z.object({ figures: z.array(throttleFigures), disk: diskFigures.optional(), vendor: vendorStatus.optional() });

export const TOKEN_STATES = ['none', 'valid', 'renewing', 'failed'] as const;
/** What the renderer may know about the token pair: its state and timing, never the tokens. */
export const tokenStatus = z.object({
  profileId: opaqueId.nullable(),
  state: z.enum(TOKEN_STATES),
  expiresAt: isoTime.nullable(),
  renewedAt: isoTime.nullable(),
  renewedVia: z.enum(['access-token', 'refresh', 'store']).nullable(),
  lastError: z.object({ code: z.string(), message: z.string() }).nullable(),
  calls: z.object({ accessToken: z.number().int(), refresh: z.number().int() }),
  /** Rises with each change in the main process: of two answers, the higher is the newer (0: no session). */
  revision: z.number().int().min(0),
});
export type TokenStatus = z.infer<typeof tokenStatus>;

/** A draft's name is a label in any script (the file it lives in is named by the core, never by it). */
export const draftName = label(200).refine((s) => !UNSAFE_TEXT.test(s), issue('unsafe'));

/**
 * Largest draft: UTF-8 bytes of its JSON text. A 100,000-row grid is about 12 MB; the browser host's 32 MiB
 * call limit leaves room for the escaping the text gets when it travels as a string.
 */
export const MAX_DRAFT_BYTES = 20_000_000;

/** A draft's revision: 1 at its first save, one more at each save. Two tabs on one draft tell by it. */
export const draftRevision = z.number().int().min(0);

export const draftSaveInput = z
  .strictObject({
    name: draftName,
    operation: anyOperation.nullable(),
    /** Small drafts: the value itself. */
    content: jsonValue
      .refine((v) => JSON.stringify(v).length <= MAX_DRAFT_BYTES, { error: `must be at most ${MAX_DRAFT_BYTES} characters as JSON` })
      .optional(),
    /** Large drafts: the value as JSON text, serialised once by the screen and written as it is. */
    contentJson: z.string().max(MAX_DRAFT_BYTES).optional(),
    /**
     * Autosave of a large draft: only what changed since `baseRevision`, as one splice of its JSON text (the
     * text from `at`, `remove` characters long, replaced by `text`; `length` is the whole text's length after).
     */
    patch: z
      .strictObject({
        at: z.number().int().min(0),
        remove: z.number().int().min(0),
        text: z.string().max(MAX_DRAFT_BYTES),
        length: z.number().int().min(0).max(MAX_DRAFT_BYTES),
      })
      .optional(),
    /**
     * The revision the screen loaded or last saved (null: it found no draft). A save based on anything else
     * is refused with DRAFT_STALE: another tab or window saved meanwhile. Omitted: saved whatever is there.
     */
    baseRevision: draftRevision.nullable().optional(),
  })
  .refine((v) => [v.content, v.contentJson, v.patch].filter((x) => x !== undefined).length === 1, { error: 'give one of content, contentJson or patch' })
  .refine((v) => v.patch === undefined || typeof v.baseRevision === 'number', { error: 'a patch names the revision it applies to' });
export const draftInfo = z.object({
  name: z.string(),
  operation: anyOperation.nullable(),
  savedAt: isoTime,
  chars: z.number().int(),
  /** Absent only from a main side older than revisions: the screen then saves without the check. */
  revision: draftRevision.optional(),
});
export const draftNameInput = z.strictObject({ name: draftName });
/** A draft file that could not be read (bad JSON, wrong shape): renamed beside itself, never overwritten. */
export const draftDamage = z.object({ name: z.string(), damaged: z.object({ keptAs: z.string(), reason: z.enum(['json', 'shape', 'schema']) }) });
/**
 * `as: 'text'`: the content comes back as its JSON text (`contentJson`), as stored, for the screen to parse (a
 * 100,000-row grid's draft is neither parsed, checked value by value nor serialised again on the main side).
 */
export const draftLoadInput = z.strictObject({ name: draftName, as: z.literal('text').optional() });
/** null: there is no draft of that name. */
export const draftLoadOutput = z.union([draftInfo.extend({ contentJson: z.string() }), draftInfo.extend({ content: jsonValue }), draftDamage]).nullable();
export const draftSetAsideInput = z.strictObject({ name: draftName, reason: z.enum(['schema']) });
export const draftSetAsideOutput = z.object({ keptAs: z.string().nullable() });
export const draftListOutput = z.object({ drafts: z.array(draftInfo) });

export const appInfoOutput = z.object({
  name: z.string(),
  version: z.string(),
  host: z.enum(['electron', 'web']),
  platform: z.string(),
  dataDir: z.string(),
  secrets: z.object({
    /** Secrets survive a restart (encrypted by the OS); false = kept in memory for this session only. */
    persistent: z.boolean(),
    backend: z.string(),
    /** One sentence for the user on where secrets live and why. */
    note: z.string(),
  }),
  sandbox: z.object({ available: z.boolean(), running: z.boolean(), baseUrl: z.string().nullable() }),
  /**
   * What the user should hear about at start, once: a damaged settings file kept aside, profiles recovered
   * from their data folders, an environment secret ignored for want of an origin.
   */
  notices: z.array(z.object({ code: z.string(), message: z.string() })).default([]),
});

export const profileChangedEvent = z.object({
  activeId: opaqueId.nullable(),
  profileId: opaqueId.nullable(),
  reason: z.enum(['switched', 'created', 'updated', 'deleted', 'secret', 'sandbox-reset']),
});
