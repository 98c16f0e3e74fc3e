// Building blocks of the contract's schemas. Inputs are strict (an unknown key is an error, not ignored) and
// bounded (no unbounded text crosses the bridge); outputs strip anything the contract does not name, so a
// field added by mistake on the main side (a token, say) never reaches the renderer.
import { z } from 'zod';
import { customIssue, issue } from '../catalogue/issue-codes';

/** Largest text any single field of a call may hold; the hosts refuse anything larger before parsing. */
export const MAX_FIELD_CHARS = 1_000_000;

/**
 * Characters a label must not hold: C0/C1 controls (line breaks included) and the invisible bidirectional
 * controls (U+061C, U+200E/F, U+202A–U+202E, U+2066–U+2069) that make text read differently from what it is.
 */
// eslint-disable-next-line no-control-regex
export const UNSAFE_TEXT = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** Non-blank text up to `max` characters. */
export const label = (max: number) =>
  z
    .string()
    .max(max, issue('maxChars', { max }))
    .refine((s) => s.trim().length > 0, issue('blank'));

/** An opaque id the main process made (profile, job): short, no path or control characters. */
export const opaqueId = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'must be an id made of letters, digits, _ and -' });

/**
 * A job's id. It becomes the journal's file name, so only this alphabet (an id from the renderer cannot name
 * another path); the one rule for the journal, the contract, search params and drafts.
 */
export const JOB_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
export const jobId = z.string().regex(JOB_ID_PATTERN, { error: 'must be a job id: a letter or digit, then letters, digits, _ and -, 64 at most' });

/**
 * A new job's id: its time (so ids sort as jobs were made) and random hex, made by the journal, or by a screen
 * that records the id before it asks for the start (jobs.start `jobId`).
 */
export function formatJobId(now: Date, randomHex: string): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '');
  return `job-${stamp}-${randomHex}`;
}

export const isoTime = z.string().max(40);

/** Any JSON value (drafts, operation inputs): what both transports can carry unchanged. */
export const jsonValue = z.json();
export type JsonValue = z.infer<typeof jsonValue>;

/** A JSON object (an operation's input, a row). */
export const jsonObject = z.record(z.string().max(200), jsonValue);

export const noInput = z.strictObject({});

export const okOutput = z.strictObject({ ok: z.literal(true) });

/** The one error shape of the bridge: never a stack trace, never a raw Error. */
export const ipcErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  details: z.record(z.string(), jsonValue),
});
export type IpcError = z.infer<typeof ipcErrorSchema>;

export const ipcResponseSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), result: z.unknown() }),
  z.object({ ok: z.literal(false), error: ipcErrorSchema }),
]);
export type IpcResponse<T = unknown> = { ok: true; result: T } | { ok: false; error: IpcError };

/** Error codes the bridge itself raises; errors from the API core keep their own codes (vendor or local). */
export const BRIDGE_ERROR_CODES = [
  'INVALID_INPUT', // the call's input does not match the contract
  'UNKNOWN_METHOD',
  'FORBIDDEN', // wrong sender frame, missing token, foreign Origin or Host
  'BAD_JSON', // the body is not JSON
  'PAYLOAD_TOO_LARGE',
  'NOT_FOUND', // no such profile, job or draft
  'DRAFT_STALE', // a draft save based on a revision another tab or window has replaced
  'DRAFT_PATCH_MISMATCH', // a draft's autosave patch does not fit its saved text (the screen sends the whole)
  'ALREADY_SENT', // a start naming items the ledger holds as on their way, applied or maybe applied: nothing was journaled or sent
  'CONFLICT', // the call does not fit the current state (delete the active profile, switch during a job)
  'UNAVAILABLE', // the sandbox is not running, secrets cannot be stored here, ...
  'INTERNAL', // a defect on the main side; the details stay in the main process's log
] as const;
export type BridgeErrorCode = (typeof BRIDGE_ERROR_CODES)[number];

/** Parses a URL typed by the user, or adds an issue with an example of the expected form. */
export function readUrl(text: string, ctx: z.RefinementCtx, example: string): URL | null {
  try {
    return new URL(text.trim());
  } catch {
    ctx.addIssue(customIssue('url', { example }));
    return null;
  }
}
