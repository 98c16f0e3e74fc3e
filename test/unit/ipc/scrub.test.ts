// Everything leaving the main process is scrubbed of the secrets the core has handled: the same text as the
// registry's scrub for every string, the value given left as it was, and only the parts that held a secret copied.
import { describe, expect, it } from 'vitest';
import { scrubSecrets } from '../../../electron/core/ipc/scrub';
import { REDACTED, SecretRegistry } from '../../../electron/core/redaction';

const TOKEN = 'tok-0123456789abcdef0123456789abcdef';

function registry(): SecretRegistry {
  const r = new SecretRegistry();
  r.add(TOKEN);
  r.add('app-secret-value-1234');
  return r;
}

describe('scrubSecrets', () => {
  it('replaces a known secret and a secret query value wherever a string holds one, and nothing else', () => {
    const value = {
      found: [{ id: 'a', entry: { reason: `vendor said ${TOKEN} expired`, sent: { quantity: '5' } } }, { id: 'b', entry: { reason: null, sent: null } }],
      url: 'https://x/y?access_token=abc&sign=0FF1CE&n=1',
      plain: 'a=b c',
      n: 5,
    };
    const before = JSON.stringify(value);
    const out = scrubSecrets(value, registry());
    expect(out.found[0]?.entry.reason).toBe(`vendor said ${REDACTED} expired`);
    expect(out.url).toBe(`https://x/y?access_token=${REDACTED}&sign=${REDACTED}&n=1`);
    expect(out.plain).toBe('a=b c');
    expect(JSON.stringify(value)).toBe(before);
  });

  it('gives every string exactly what the registry\'s scrub gives it', () => {
    const r = registry();
    const texts = ['', 'short', '?sign=', '?sign=x', `x${TOKEN}`, 'a'.repeat(40), 'k=v', `&refresh_token=${TOKEN}`, 'app-secret-value-1234', 'no secret here at all'];
    for (const t of texts) expect(scrubSecrets({ t }, r).t).toBe(r.scrub(t));
  });

  it('copies only the parts that held a secret: a clean answer is handed back as it is', () => {
    const clean = { found: Array.from({ length: 1000 }, (_, i) => ({ id: `i${i}`, entry: { item: `M${i}`, sent: { quantity: '1' } } })) };
    expect(scrubSecrets(clean, registry())).toBe(clean);
    const dirty = { a: { b: [`${TOKEN}`, 'x'] }, c: { d: 'e' } };
    const out = scrubSecrets(dirty, registry());
    expect(out).not.toBe(dirty);
    expect(out.c).toBe(dirty.c);
    expect(out.a.b).toEqual([REDACTED, 'x']);
    expect(dirty.a.b[0]).toBe(TOKEN);
  });
});
