import { normaliseResponse, validateRequest, type OperationId } from '../../../shared/catalogue';
import type { NormaliseContext } from '../../../shared/catalogue/types';
import { parseJson } from '../../../shared/json/lossless';

/** Validates `input` as the client would, then normalises the wire `answer` text against it. */
export function normaliseAnswer<K extends OperationId>(id: K, input: unknown, answer: string, ctx?: NormaliseContext) {
  return normaliseResponse(id, parseJson(answer), validateRequest(id, input), ctx);
}

/** A small deterministic generator of numbers in [0, 1) (no seedless randomness in tests). */
export function generator(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}
