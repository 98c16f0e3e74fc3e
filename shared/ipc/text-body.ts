// A call whose input carries a JSON text (a draft's `contentJson`, up to tens of MB) travels over HTTP with that
// text as it is, after the rest of the input: encoding it as a JSON string would escape every quote of it on
// the screen's main thread and unescape it again on the main side, for nothing. Electron's IPC clones it as is.
//
// Body: the input without the field, as JSON (one line: JSON.stringify never writes a raw newline), then "\n",
// then the field's text. An answer whose result carries such a text (drafts.load with `as: 'text'`) comes back
// the same way: the response without it as JSON, "\n", the text.

export const TEXT_BODY_TYPE = 'application/vnd.opsdesk.input-and-text';
const TEXT_BODY_FIELD = 'contentJson';

/** The input split for a text body, or null when it carries no such text (then it goes as plain JSON). */
export function toTextBody(input: unknown): string | null {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return null;
  const { [TEXT_BODY_FIELD]: text, ...rest } = input as Record<string, unknown>;
  if (typeof text !== 'string') return null;
  return `${JSON.stringify(rest)}\n${text}`;
}

/** The input a text body carries; throws (SyntaxError) when its first line is not a JSON object. */
export function fromTextBody(head: string, text: string): Record<string, unknown> {
  const rest: unknown = JSON.parse(head);
  if (rest === null || typeof rest !== 'object' || Array.isArray(rest)) throw new SyntaxError('The first line is not a JSON object.');
  return { ...(rest as Record<string, unknown>), [TEXT_BODY_FIELD]: text };
}

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** A response split for a text body (its result's text after the rest), or null when its result carries none. */
export function responseToTextBody(response: unknown): string | null {
  if (!isRecord(response) || !isRecord(response.result)) return null;
  const { [TEXT_BODY_FIELD]: text, ...result } = response.result;
  if (typeof text !== 'string') return null;
  return `${JSON.stringify({ ...response, result })}\n${text}`;
}

/** The response a text body carries; throws (SyntaxError) when its first line is not a response with a result. */
export function responseFromTextBody(body: string): Record<string, unknown> {
  const nl = body.indexOf('\n');
  if (nl < 0) throw new SyntaxError('No line ends the response.');
  const head: unknown = JSON.parse(body.slice(0, nl));
  if (!isRecord(head) || !isRecord(head.result)) throw new SyntaxError('The first line is not a response with a result.');
  return { ...head, result: { ...head.result, [TEXT_BODY_FIELD]: body.slice(nl + 1) } };
}
