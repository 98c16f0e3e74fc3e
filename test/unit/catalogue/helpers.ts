import { normaliseResponse, validateRequest, type OperationId } from '../../../shared/catalogue';
import type { NormaliseContext } from '../../../shared/catalogue/types';
import { parseJson } from '../../../shared/json/lossless';

/** Validates `input` as the client would, then normalises the wire `answer` text against it. */
export function normaliseAnswer<K extends OperationId>(id: K, input: unknown, answer: string, ctx?: NormaliseContext) {
  return normaliseResponse(id, parseJson(answer), validateRequest(id, input), ctx);
}
