// Form fields of the token calls (spec 4.1/4.2): multipart/form-data as the specification requires,
// application/x-www-form-urlencoded, or the same fields in the query string with an empty body (notes §1).
// Hand-written because only text fields are needed and the sandbox must not crash on any byte sequence.

export type FormFields = Map<string, string>;

function headerParam(header: string, name: string): string | null {
  const re = new RegExp(`(?:^|;)\\s*${name}\\s*=\\s*(?:"([^"]*)"|([^;\\s]*))`, 'i');
  const m = re.exec(header);
  if (!m) return null;
  return m[1] ?? m[2] ?? null;
}

/** Text fields of a multipart/form-data body; parts without a name (or with a filename) are skipped. */
export function parseMultipart(body: Buffer, contentType: string): FormFields {
  const fields: FormFields = new Map();
  const boundary = headerParam(contentType, 'boundary');
  if (!boundary) return fields;
  const delimiter = Buffer.from(`--${boundary}`);
  let pos = body.indexOf(delimiter);
  while (pos >= 0) {
    const partStart = pos + delimiter.length;
    // "--" right after a delimiter closes the body.
    if (body[partStart] === 0x2d && body[partStart + 1] === 0x2d) break;
    const next = body.indexOf(delimiter, partStart);
    if (next < 0) break;
    readPart(body.subarray(partStart, next), fields);
    pos = next;
  }
  return fields;
}

function readPart(part: Buffer, fields: FormFields): void {
  const headerEnd = part.indexOf('\r\n\r\n');
  if (headerEnd < 0) return;
  const headers = part.subarray(0, headerEnd).toString('utf8');
  const disposition = /content-disposition:([^\r\n]*)/i.exec(headers)?.[1];
  if (disposition === undefined) return;
  const name = headerParam(disposition, 'name');
  if (name === null || headerParam(disposition, 'filename') !== null) return;
  let value = part.subarray(headerEnd + 4);
  // The CRLF before the next delimiter belongs to the delimiter.
  if (value.length >= 2 && value[value.length - 2] === 0x0d && value[value.length - 1] === 0x0a) value = value.subarray(0, -2);
  if (!fields.has(name)) fields.set(name, value.toString('utf8'));
}

export function parseUrlEncoded(text: string): FormFields {
  const fields: FormFields = new Map();
  for (const [k, v] of new URLSearchParams(text)) if (!fields.has(k)) fields.set(k, v);
  return fields;
}

/**
 * The fields of a token call: from the body by its content type, with query parameters filling in any field
 * the body does not carry (clients that send everything in the query with an empty body).
 */
export function readFormFields(body: Buffer, contentType: string | undefined, query: URLSearchParams): FormFields {
  const type = (contentType ?? '').toLowerCase();
  let fields: FormFields = new Map();
  if (type.startsWith('multipart/form-data')) fields = parseMultipart(body, contentType ?? '');
  else if (type.startsWith('application/x-www-form-urlencoded')) fields = parseUrlEncoded(body.toString('utf8'));
  for (const [k, v] of query) if (!fields.has(k)) fields.set(k, v);
  return fields;
}
