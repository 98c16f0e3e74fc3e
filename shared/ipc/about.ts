// About, diagnostics and updates: what the app is, a support text without secrets, and the updater's state.
import { z } from 'zod';

export const aboutOutput = z.object({
  name: z.string(),
  version: z.string(),
  /** Runtime versions: electron, chrome, node (the browser host has node only). */
  runtimes: z.record(z.string(), z.string()),
});

export const diagnosticsOutput = z.object({
  /** Plain text for the clipboard: never a secret, a token or a team URL (electron/core/app/handlers/diagnostics.ts). */
  text: z.string(),
});

/**
 * The updater's state. `unsupported`: this host does not update itself (the browser host); `no-feed`: this
 * build was made without an update feed; `off`: checks are off (the setting, or the sandbox-only first run).
 */
export const updateState = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('unsupported') }),
  z.object({ kind: z.literal('no-feed') }),
  z.object({ kind: z.literal('off') }),
  z.object({ kind: z.literal('idle'), checkedAt: z.string().nullable() }),
  z.object({ kind: z.literal('checking') }),
  z.object({ kind: z.literal('available'), version: z.string() }),
  /** Downloaded; installed on the user's word, and never while a job runs (`waitingForJobs`). */
  z.object({ kind: z.literal('downloaded'), version: z.string(), waitingForJobs: z.boolean() }),
  z.object({ kind: z.literal('error'), message: z.string() }),
]);
export type UpdateState = z.infer<typeof updateState>;

export const updatesOutput = z.object({
  state: updateState,
  /** The user's setting; null = the default (off while only the sandbox profile exists, on after). */
  check: z.boolean().nullable(),
  /** Whether checks run now. */
  checking: z.boolean(),
});
export type UpdatesView = z.infer<typeof updatesOutput>;

export const setUpdatesInput = z.strictObject({ check: z.boolean() });
