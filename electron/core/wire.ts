// The bytes a request carries: the body in canonical JSON (keys sorted at every depth, integer ids as bare exact
// numbers) and the same body as the sign reads it.
import { compareCodeUnits, isLosslessNumber, stringifyJson } from '../../shared/json/lossless';
import { canonicalJsonFast } from './fast-json';

/**
 * The body as it is sent (canonical JSON: keys sorted at every depth) and as the sign reads it, from one
 * rendering of each nested value: the sign renders a nested value as its canonical JSON text, and renders a
 * string verbatim, so handing it the rendered text signs exactly the same string without redoing the work on
 * every attempt.
 */
export function wireForms(body: Record<string, unknown>): { bodyText: string; signBody: Record<string, unknown> } {
  const signBody: Record<string, unknown> = {};
  const parts: string[] = [];
  for (const key of Object.keys(body).sort(compareCodeUnits)) {
    const value = body[key];
    if (value === undefined) continue;
    const nested = value !== null && typeof value === 'object' && !isLosslessNumber(value);
    const rendered = nested ? canonicalJsonFast(value) : null;
    parts.push(`${stringifyJson(key)}:${rendered ?? stringifyJson(value)}`);
    Object.defineProperty(signBody, key, { value: rendered ?? value, enumerable: true, writable: true, configurable: true });
  }
  return { bodyText: `{${parts.join(',')}}`, signBody };
}
