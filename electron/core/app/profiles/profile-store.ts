// Non-secret profile settings, kept through the `conf` API: the browser host hands in a Conf instance, the
// Electron host an electron-store (which wraps Conf), so both persist profiles with this one module. Secrets
// are never written here (see secret-keys.ts).
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { locale, profileKind, theme } from '../../../../shared/ipc';
import { notFound } from '../../ipc/app-error';
import { bindingOf, type SecretBinding } from './secret-binding';

/** The part of the conf / electron-store API this module uses. */
export interface SettingsStore {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
}

export const storedProfile = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  kind: profileKind,
  /** Live profiles only; the sandbox profile takes its address from the running emulator. */
  baseUrl: z.string().nullable(),
  appId: z.string().nullable(),
  locale,
  theme,
  /**
   * The fact that this profile is in a team, kept with the profile (never the team URL or its password, which
   * stay in the vault): a host that keeps secrets in memory only forgets the server at a restart, and then must
   * not fetch a token alone (it would sign the team out). The address itself is kept like the secret (vault only).
   */
  team: z.object({ member: z.literal(true) }).nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StoredProfile = z.infer<typeof storedProfile>;

/** What profiles.json holds. */
const profileSettings = z.object({
  profiles: z.array(storedProfile).default([]),
  activeProfileId: z.string().nullable().default(null),
});

/**
 * The JSON schema handed to conf / electron-store (their `schema` option: one JSON schema per top-level key),
 * made from the zod schema the profiles are read with, so the two cannot drift: the file is validated on every
 * read and write, and an entry with fields this version does not know is refused, not silently widened.
 */
export const PROFILE_STORE_SCHEMA: Readonly<Record<string, unknown>> = z.toJSONSchema(profileSettings).properties ?? {};

/** The service a live profile's secrets are bound to; null for the sandbox or a live profile not yet set up. */
export function secretBindingOf(p: Pick<StoredProfile, 'kind' | 'baseUrl' | 'appId'>): SecretBinding | null {
  return p.kind === 'live' && p.baseUrl && p.appId ? bindingOf(p.baseUrl, p.appId) : null;
}

export type ProfileDraft = Omit<StoredProfile, 'id' | 'createdAt' | 'updatedAt'>;
export type ProfilePatch = Partial<Omit<StoredProfile, 'id' | 'kind' | 'createdAt' | 'updatedAt'>>;

export class ProfileStore {
  constructor(
    private readonly settings: SettingsStore,
    private readonly now: () => Date = () => new Date(),
  ) {}

  list(): StoredProfile[] {
    const out: StoredProfile[] = [];
    for (const entry of this.raw()) {
      const parsed = storedProfile.safeParse(entry);
      if (parsed.success) out.push(parsed.data);
    }
    return out;
  }

  /** Entries of the file as they are: one this version cannot read is kept as it is, never dropped on a write. */
  private raw(): unknown[] {
    const raw = this.settings.get('profiles');
    return Array.isArray(raw) ? raw : [];
  }

  private idOf(entry: unknown): unknown {
    return entry !== null && typeof entry === 'object' ? (entry as { id?: unknown }).id : undefined;
  }

  find(id: string): StoredProfile | undefined {
    return this.list().find((p) => p.id === id);
  }

  get(id: string): StoredProfile {
    const profile = this.find(id);
    if (!profile) throw notFound('profile', id);
    return profile;
  }

  create(draft: ProfileDraft, id: string = randomUUID()): StoredProfile {
    const at = this.now().toISOString();
    const profile: StoredProfile = { ...draft, id, createdAt: at, updatedAt: at };
    this.settings.set('profiles', [...this.raw(), profile]);
    return profile;
  }

  /** The profile as `patch` would leave it, without saving anything. */
  patched(id: string, patch: ProfilePatch): StoredProfile {
    const current = this.get(id);
    const defined = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as ProfilePatch;
    return { ...current, ...defined, updatedAt: this.now().toISOString() };
  }

  update(id: string, patch: ProfilePatch): StoredProfile {
    const next = this.patched(id, patch);
    this.settings.set('profiles', this.raw().map((p) => (this.idOf(p) === id ? next : p)));
    return next;
  }

  delete(id: string): void {
    this.get(id);
    this.settings.set('profiles', this.raw().filter((p) => this.idOf(p) !== id));
    if (this.activeId() === id) this.setActive(null);
  }

  activeId(): string | null {
    const id = this.settings.get('activeProfileId');
    return typeof id === 'string' && this.find(id) ? id : null;
  }

  setActive(id: string | null): void {
    if (id !== null) this.get(id);
    this.settings.set('activeProfileId', id);
  }
}

/** In-memory settings with the conf API (tests, and a fallback when the settings file cannot be opened). */
export class MemorySettings implements SettingsStore {
  private readonly values = new Map<string, unknown>();
  get(key: string): unknown {
    const v = this.values.get(key);
    return v === undefined ? undefined : structuredClone(v);
  }
  set(key: string, value: unknown): void {
    this.values.set(key, structuredClone(value));
  }
}
