// Profiles: the non-secret settings of one connection. Secrets go in through `profiles.setSecret` and never
// come back out: the renderer only learns whether one is set and where it lives.
import { z } from 'zod';
import { customIssue, issue } from '../catalogue/issue-codes';
import { label, opaqueId, isoTime, readUrl, UNSAFE_TEXT } from './common';

export const PROFILE_KINDS = ['live', 'sandbox'] as const;
export const LOCALES = ['en', 'zh-CN'] as const;
export const THEMES = ['system', 'light', 'dark'] as const;

export const profileKind = z.enum(PROFILE_KINDS);
export const locale = z.enum(LOCALES);

/**
 * The app's language for a reader whose system prefers `languages` (BCP 47 tags, most preferred first): Chinese
 * in any form reads zh-CN, our one Chinese (closer to a Traditional reader than English is); anything else en.
 * The first preference that is one of ours decides, so "en-US, zh-CN" stays English.
 */
export function localeForLanguages(languages: readonly string[]): (typeof LOCALES)[number] {
  for (const tag of languages) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (primary === 'zh') return 'zh-CN';
    if (primary === 'en') return 'en';
  }
  return 'en';
}
export const theme = z.enum(THEMES);

/**
 * Loopback as the WHATWG parser leaves a host (it has already turned `0x7f.1`, `2130706433` or `127.1` into
 * dotted quads and compressed IPv6). The main process decides sandbox-versus-live on resolved addresses; this
 * only decides where plain http:// is acceptable.
 */
function isLoopbackHostname(hostname: string): boolean {
  const h = hostname.replace(/\.$/, '');
  return h === 'localhost' || h.endsWith('.localhost') || /^127\.\d+\.\d+\.\d+$/.test(h) || h === '[::1]' || /^\[::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}\]$/.test(h);
}

/** A scheme typed after another: the field held `https://` and the user typed a whole address after it. */
const TWO_SCHEMES = /^\s*[a-z][\w+.-]*:\/\/\s*[a-z][\w+.-]*:?\/\//i;

/**
 * The vendor's base URL: HTTPS, or plain HTTP on this machine only (a local gateway or emulator). The text is
 * the address as it will be used (origin and path, no trailing slash); `https://http://127.0.0.1:8103` is refused
 * rather than read with `http` as its host.
 */
export const baseUrl = z
  .string()
  .max(2000)
  .transform((s, ctx) => {
    if (TWO_SCHEMES.test(s)) {
      ctx.addIssue(customIssue('urlTwoSchemes'));
      return z.NEVER;
    }
    const url = readUrl(s, ctx, 'https://openapi.example.com');
    if (url === null) return z.NEVER;
    const plainLocal = url.protocol === 'http:' && isLoopbackHostname(url.hostname);
    if (url.protocol !== 'https:' && !plainLocal) {
      ctx.addIssue(customIssue('https'));
      return z.NEVER;
    }
    if (url.username || url.password || url.search || url.hash) {
      ctx.addIssue(customIssue('urlExtras'));
      return z.NEVER;
    }
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  });

/**
 * appIds are 16 bytes, the signature's AES key (vendor notes §2.4), and printable ASCII: they are sent as a
 * form field and named in environment variables, where anything else would be mangled.
 */
export const appId = z
  .string()
  .max(200)
  .transform((s) => s.trim())
  .refine((s) => /^[\x21-\x7e]*$/.test(s), issue('ascii'))
  .refine((s) => s.length === 16, issue('appId'));

// Zero-width space, non-joiner, joiner, word joiner, the BOM (U+FEFF, leading or anywhere), and a lone half of a
// surrogate pair (\p{Cs} in a u-regex matches only an unpaired one): two names that look alike must differ visibly.
const INVISIBLE_TEXT = /[\u200b-\u200d\u2060\ufeff]|\p{Cs}/u;

/** A profile's name: shown in lists and menus, so no control characters, nothing that reorders text, nothing invisible. */
export const profileName = label(80)
  .refine((s) => !UNSAFE_TEXT.test(s), issue('unsafe'))
  .refine((s) => !INVISIBLE_TEXT.test(s), issue('invisible'));

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
  /** Answer what saving would do (notably whether the secret would be cleared) without saving anything. */
  dryRun: z.boolean().optional(),
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
    .min(1, issue('empty'))
    .max(512, issue('maxChars', { max: 512 }))
    .refine((s) => s.trim() === s, issue('spaces')),
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

/**
 * What `profiles.update` did (or, with `dryRun`, would do). `secretCleared`: the stored secret and token pair
 * were bound to the old origin or appId and are gone, so the renderer warns before saving and asks again after.
 */
export const profileUpdateOutput = profileView.extend({
  secretCleared: z.boolean(),
  saved: z.boolean(),
});

export const profileListOutput = z.object({
  activeId: opaqueId.nullable(),
  profiles: z.array(profileView),
});

export const testConnectionOutput = z.object({
  ok: z.boolean(),
  /** The vendor's or Opsdesk's error code when it failed. */
  code: z.string().nullable(),
  /** Opsdesk's text in the profile's language, the vendor's words appended (for logs and older screens). */
  message: z.string(),
  /** The vendor's own words alone, when it gave some: a screen words the code itself and adds these once. */
  vendorMessage: z.string().nullable().optional(),
  tokenExpiresAt: isoTime.nullable(),
});

export const secretStatusOutput = z.object({ secret: secretStatus });
