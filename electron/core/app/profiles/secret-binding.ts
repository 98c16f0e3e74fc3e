// A secret belongs to the service it was entered for. Every value a profile keeps in the SecretStore (its app
// secret, its token pair) is written together with the (origin, appId) it was given for, and read back only
// for that same pair: a profile whose base URL now points at another host, or that names another app id, finds
// nothing, so no sequence of calls can make the core send a secret to a service it was not entered for.
import type { SecretStore } from '../../secrets';

export interface SecretBinding {
  /** Scheme, host and port of the service (`https://openapi.example.com`), as `URL.origin` spells it. */
  origin: string;
  appId: string;
}

export function bindingOf(baseUrl: string, appId: string): SecretBinding {
  return { origin: new URL(baseUrl).origin, appId };
}

export function sameBinding(a: SecretBinding, b: SecretBinding): boolean {
  return a.origin === b.origin && a.appId === b.appId;
}

interface BoundValue extends SecretBinding {
  value: string;
}

function unwrap(text: string | null, binding: SecretBinding): string | null {
  if (text === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    // A value written before secrets were bound: nobody can say which service it was for, so it is not used.
    return null;
  }
  if (parsed === null || typeof parsed !== 'object') return null;
  const v = parsed as Partial<BoundValue>;
  if (typeof v.value !== 'string' || typeof v.origin !== 'string' || typeof v.appId !== 'string') return null;
  return sameBinding({ origin: v.origin, appId: v.appId }, binding) ? v.value : null;
}

/**
 * The store as seen from one (origin, appId): writes record the binding, reads return only values written for
 * it. A mismatch reads as "not set" and is not deleted here (a dry run must not change anything); the profile
 * handlers delete what a change of service made worthless.
 */
export function boundStore(store: SecretStore, binding: SecretBinding): SecretStore {
  return {
    get: async (key) => unwrap(await store.get(key), binding),
    set: (key, value) => store.set(key, JSON.stringify({ origin: binding.origin, appId: binding.appId, value } satisfies BoundValue)),
    delete: (key) => store.delete(key),
  };
}
