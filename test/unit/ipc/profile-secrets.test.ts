// A profile's secrets through the app service's secrets part: what the TokenManager writes is what clearing a
// profile removes, for the service it was bound to only.
import { describe, expect, it } from 'vitest';
import { MemorySecretStore, tokenPairKey } from '../../../electron/core/secrets';
import { ProfileSecrets } from '../../../electron/core/app/profiles/profile-secrets';
import { bindingOf } from '../../../electron/core/app/profiles/secret-binding';

const APP_ID = 'ak_TEST123456789';
const binding = bindingOf('https://openapi.example.com/base', APP_ID);

function secrets() {
  const store = new MemorySecretStore();
  return { store, secrets: new ProfileSecrets({ store, persistent: false, backend: 'memory', note: 'test' }, false) };
}

describe('a profile\'s secrets', () => {
  it('clears the very token pair the TokenManager stored through the profile\'s token store', async () => {
    const { secrets: s } = secrets();
    const tokens = s.tokenStore('p1', binding);
    await tokens.set(tokenPairKey(APP_ID), '{"accessToken":"a"}');
    await s.clearTokenPair('p1', APP_ID);
    expect(await tokens.get(tokenPairKey(APP_ID))).toBeNull();
  });

  it('leaves another profile\'s pair alone', async () => {
    const { secrets: s } = secrets();
    await s.tokenStore('p2', binding).set(tokenPairKey(APP_ID), 'pair-2');
    await s.clearTokenPair('p1', APP_ID);
    expect(await s.tokenStore('p2', binding).get(tokenPairKey(APP_ID))).toBe('pair-2');
  });

  it('reads a secret only for the service it was set for, and clears it', async () => {
    const { secrets: s } = secrets();
    await s.setSecret('p1', binding, 'the-secret');
    expect(await s.read('p1', binding)).toBe('the-secret');
    expect(await s.read('p1', bindingOf('https://elsewhere.example.com', APP_ID))).toBeNull();
    expect(await s.hasStored('p1')).toBe(true);
    await s.clearSecret('p1');
    expect(await s.hasStored('p1')).toBe(false);
  });
});
