// The back office answers every body with an envelope and never throws: the server relies on it to keep
// malformed requests from becoming stack traces.
import { describe, expect, it } from 'vitest';
import type { BusinessOperationId } from '../../../electron/sandbox/backoffice';
import { createRng, type Rng } from '../../../electron/sandbox/backoffice/rng';
import { OPERATIONS } from '../../../shared/catalogue';
import { LosslessNumber } from '../../../shared/json/lossless';
import { harness, view } from './helpers';
import { clientRequests } from './requests';

/** Every business operation of the catalogue: a new one is covered here as soon as it has an entry. */
const OPS = OPERATIONS.filter((op) => op.access !== 'auth').map((op) => op.id as BusinessOperationId);

function randomValue(rng: Rng, depth: number): unknown {
  const kind = rng.int(0, depth > 2 ? 5 : 7);
  switch (kind) {
    case 0: return null;
    case 1: return rng.chance(0.5);
    case 2: return rng.int(-1000, 1000) * (rng.chance(0.2) ? 0.5 : 1);
    case 3: return rng.pick(['', ' ', 'x', '601', '-1', '１２', '\u0000', 'GTIN', '2024-01-01 00:00:00', 'a'.repeat(300)]);
    case 4: return new LosslessNumber(`1${rng.digits(19)}`);
    case 5: return rng.pick(['0', '1', '10041', '200']);
    case 6: return Array.from({ length: rng.int(0, 4) }, () => randomValue(rng, depth + 1));
    default: {
      const o: Record<string, unknown> = {};
      for (let i = rng.int(0, 4); i > 0; i--) o[rng.pick(['a', 'sid', 'id', 'msku_id', 'quantity', 'data'])] = randomValue(rng, depth + 1);
      return o;
    }
  }
}

/** Replaces one field of a valid body (or one field of its first list element) by a random value. */
function mutate(rng: Rng, body: Record<string, unknown>): Record<string, unknown> {
  const copy: Record<string, unknown> = structuredClone(body);
  const keys = Object.keys(copy);
  const key = rng.pick(keys);
  const value = copy[key];
  if (Array.isArray(value) && value.length > 0 && rng.chance(0.6)) {
    const el = value[0];
    if (el !== null && typeof el === 'object' && !Array.isArray(el)) {
      const elKey = rng.pick(Object.keys(el));
      value[0] = { ...el, [elKey]: randomValue(rng, 1) };
      return copy;
    }
    value[0] = randomValue(rng, 1);
    return copy;
  }
  if (rng.chance(0.2)) delete copy[key];
  else copy[key] = randomValue(rng, 0);
  return copy;
}

// One test per operation, each on its own back office and its own random sequence: 300 bodies of chatxList
// (the slowest, a query over every listing) took 1.3 s on a 2-core machine under other work and 6 s at load
// ~18, so each test is given a minute, and a slow machine stretches one operation's test, not all ten at once.
describe('fuzzed bodies', () => {
  it.each(OPS)('%s: always gets an envelope with a numeric code, never an exception', { timeout: 60_000 }, (op) => {
    const h = harness();
    const requests = clientRequests(h);
    const rng = createRng(99, `fuzz:${op}`);
    const codes = new Set<number>();
    for (let round = 0; round < 300; round++) {
      const body = rng.chance(0.15) ? randomValue(rng, 0) : mutate(rng, requests[op].input);
      const { answer } = h.call(op, body);
      expect(typeof answer.code, `${op} ${JSON.stringify(body)}`).toBe('number');
      codes.add(answer.code as number);
    }
    // The fuzzing reached the validation: some bodies were refused as bad parameters.
    expect(codes.has(102)).toBe(true);
    expect(view(h.bo, 'stores').length).toBeGreaterThan(0);
  });
});
