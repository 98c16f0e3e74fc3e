// Profiles: the non-secret settings of one connection. Secrets go in through `profiles.setSecret` and never
// come back out: the renderer only learns whether one is set and where it lives.
import { z } from 'zod';
import { label, opaqueId, isoTime } from './common';

export const PROFILE_KINDS = ['live', 'sandbox'] as const;
export const LOCALES = ['en', 'zh-CN'] as const;
export const THEMES = ['system', 'light', 'dark'] as const;

export const profileKind = z.enum(PROFILE_KINDS);
export const locale = z.enum(LOCALES);
export const theme = z.enum(THEMES);

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** The vendor's base URL: HTTPS, or plain HTTP on this machine only (a local gateway or emulator). */
export const baseUrl = z
  .string()
  .max(2000)
  .transform((s, ctx) => {
    let url: URL;
    try {
      url = new URL(s.trim());
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be a URL such as https://openapi.example.com' });
      return z.NEVER;
    }
    const plainLocal = url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
    if (url.protocol !== 'https:' && !plainLocal) {
      ctx.addIssue({ code: 'custom', message: 'must use https:// (plain http:// only for 127.0.0.1 or localhost)' });
      return z.NEVER;
    }
    if (url.username || url.password || url.search || url.hash) {
      ctx.addIssue({ code: 'custom', message: 'must not carry credentials, a query or a fragment' });
      return z.NEVER;
    }
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  });

/** appIds are 16 bytes: the signature's AES key (vendor notes §2.4). */
export const appId = z
  .string()
  .transform((s) => s.trim())
  .refine((s) => new TextEncoder().encode(s).length === 16, { error: 'must be exactly 16 bytes (the vendor issues 16-character app ids)' });

export const profileName = label(80);

const liveCreate = z.strictObject({
  kind: z.literal('live'),
  name: profileName,
  baseUrl,
  appId,
  locale: locale.optional(),
  theme: theme.optional(),
});
const sandboxCreate = z.strictObject({
  kind: z.literal('sandbox'),
  name: profileName,
  locale: locale.optional(),
  theme: theme.optional(),
});
export const profileCreateInput = z.discriminatedUnion('kind', [liveCreate, sandboxCreate]);

export const profileUpdateInput = z.strictObject({
  id: opaqueId,
  patch: z.strictObject({
    name: profileName.optional(),
    // Only live profiles have these; the sandbox profile takes them from the embedded emulator.
    baseUrl: baseUrl.optional(),
    appId: appId.optional(),
    locale: locale.optional(),
    theme: theme.optional(),
  }),
});

export const profileIdInput = z.strictObject({ id: opaqueId });

export const setSecretInput = z.strictObject({
  id: opaqueId,
  secret: z
    .string()
    .min(1, { error: 'must not be empty' })
    .max(512, { error: 'must be at most 512 characters' })
    .refine((s) => s.trim() === s, { error: 'must not start or end with spaces' }),
});

/**
 * Where a profile's secret lives. `stored`: encrypted on disk by the OS keychain; `session`: in memory until
 * the app quits; `env`: taken from an environment variable; `sandbox`: the emulator's demo secret.
 */
export const secretSource = z.enum(['none', 'stored', 'session', 'env', 'sandbox']);

export const secretStatus = z.object({
  set: z.boolean(),
  source: secretSource,
});

export const profileView = z.object({
  id: opaqueId,
  name: z.string(),
  kind: profileKind,
  /** For the sandbox profile: the embedded emulator's current address (null while it is not running). */
  baseUrl: z.string().nullable(),
  appId: z.string().nullable(),
  locale,
  theme,
  secret: secretStatus,
  active: z.boolean(),
  createdAt: isoTime,
  updatedAt: isoTime,
});
export type ProfileView = z.infer<typeof profileView>;

export const profileListOutput = z.object({
  activeId: opaqueId.nullable(),
  profiles: z.array(profileView),
});

export const testConnectionOutput = z.object({
  ok: z.boolean(),
  /** The vendor's or Opsdesk's error code when it failed. */
  code: z.string().nullable(),
  message: z.string(),
  tokenExpiresAt: isoTime.nullable(),
});

export const secretStatusOutput = z.object({ secret: secretStatus });
