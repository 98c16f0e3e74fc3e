// Team mode: desktops on one appId share the token pair and the schedule through a Redis server. Its address
// may carry a password, so it goes in like the app secret (write-only, kept in the OS key store) and comes back
// only without credentials.
import { z } from 'zod';
import { TEAM_PROBLEM_CODES } from '../errors/team-messages';
import { isoTime, opaqueId, readUrl } from './common';
import { anyOperation } from './operations';

/** `redis://[user:password@]host[:port][/db]` or `rediss://…` (TLS). */
export const teamUrl = z
  .string()
  .max(2000)
  .transform((s, ctx) => {
    const url = readUrl(s, ctx, 'redis://team-server:6379');
    if (url === null) return z.NEVER;
    if (url.protocol !== 'redis:' && url.protocol !== 'rediss:') {
      ctx.addIssue({ code: 'custom', message: 'must start with redis:// or rediss:// (TLS)' });
      return z.NEVER;
    }
    if (!url.hostname || url.search || url.hash || (url.pathname !== '' && url.pathname !== '/' && !/^\/\d{1,2}$/.test(url.pathname))) {
      ctx.addIssue({ code: 'custom', message: 'must name a host, and at most a database number as its path (e.g. /0)' });
      return z.NEVER;
    }
    return url.toString();
  });

/**
 * What a desktop's name may not hold: controls (line breaks, NUL), format characters (direction overrides and
 * isolates, zero-width joiners, a BOM), line and paragraph separators, and lone surrogates. The name is shown in
 * every teammate's status bar: with these, one desktop could pass itself off as another.
 */
export const UNSAFE_NAME_TEXT = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/u;

/** A desktop's name as the others see it: plain text, up to 60 characters. */
export const desktopName = z
  .string()
  .max(200)
  // Checked before trimming: trim() would quietly drop a BOM or a line break at either end.
  .refine((s) => !UNSAFE_NAME_TEXT.test(s), { error: 'must be plain text: no line breaks, control characters or invisible direction marks' })
  .transform((s) => s.trim())
  .pipe(z.string().min(1, { error: 'must not be blank' }).max(60, { error: 'must be at most 60 characters' }));

/** Sets (a URL) or clears (null) a live profile's team server. The desktop's name is what the others see. */
export const setTeamInput = z.strictObject({
  id: opaqueId,
  url: teamUrl.nullable(),
  desktopName: desktopName.optional(),
});

/** What the renderer may know about a profile's team setting: never the password. */
export const teamSettingsView = z.object({
  profileId: opaqueId,
  /** The server without credentials (`redis://host:6379`), null = this desktop works alone. */
  server: z.string().nullable(),
  hasPassword: z.boolean(),
  desktopName: z.string(),
});

export const teamIdInput = z.strictObject({ id: opaqueId });

/** Tests the stored server of a profile, or `url` before it is saved. */
export const teamTestInput = z.strictObject({ id: opaqueId, url: teamUrl.optional() });
/** What is wrong with a team server, as a code the renderer translates (`errors.team.<CODE>`). */
export const teamProblem = z.object({
  code: z.enum(TEAM_PROBLEM_CODES),
  values: z.object({ server: z.string() }),
});

export const teamTestOutput = z.object({
  ok: z.boolean(),
  /** English, for logs and scripts; the app shows `problem` in the user's language. */
  message: z.string(),
  problem: teamProblem.nullable(),
  server: z.string().nullable(),
  /** Desktops of this appId seen on that server in the last liveness period. */
  desktops: z.number().int().nullable(),
  roundTripMs: z.number().nullable(),
});

export const TEAM_MODES = ['local', 'team', 'fallback', 'missing'] as const;
/**
 * How this desktop is coordinated right now: alone, with the team, alone because the server is away, or not at
 * all because it is in a team whose server is not set on this start (`missing`: nothing is sent).
 */
export const teamStatus = z.object({
  profileId: opaqueId.nullable(),
  mode: z.enum(TEAM_MODES),
  server: z.string().nullable(),
  thisDesktop: z.object({ id: z.string(), name: z.string() }),
  desktops: z.number().int(),
  /** Who holds a slot on each path right now (the status bar's "whose job holds each path"). */
  holders: z.array(z.object({ path: z.string(), operation: anyOperation.nullable(), desktopName: z.string(), mine: z.boolean() })),
  /** Shown as a warning when set (e.g. the team server refuses the password and this desktop schedules alone). */
  warning: teamProblem.nullable(),
  since: isoTime,
});
export type TeamStatus = z.infer<typeof teamStatus>;
