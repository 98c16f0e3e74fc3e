// A call whose input carries a JSON text (a draft's `contentJson`, up to tens of MB) travels over HTTP with that
// text as it is, after the rest of the input: encoding it as a JSON string would escape every quote of it on
// the screen's main thread and unescape it again on the main side, for nothing. Electron's IPC clones it as is.
//
// Body: the input without the field, as JSON (one line: JSON.stringify never writes a raw newline), then "\n",
// then the field's text.

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
