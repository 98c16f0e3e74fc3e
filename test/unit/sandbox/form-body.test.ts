import { describe, expect, it } from 'vitest';
import { parseMultipart, readFormFields } from '../../../electron/sandbox/http/form-body';

async function multipart(fields: Record<string, string>): Promise<{ body: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const req = new Request('http://localhost/', { method: 'POST', body: form });
  return { body: Buffer.from(await req.arrayBuffer()), contentType: req.headers.get('content-type') ?? '' };
}

describe('token-call form fields', () => {
  it('reads the text fields of a multipart/form-data body as fetch encodes it', async () => {
    const { body, contentType } = await multipart({ appId: 'ak_OPSDESK_DEMO1', appSecret: 'a+b/c= 中' });
    const fields = readFormFields(body, contentType, new URLSearchParams());
    expect(fields.get('appId')).toBe('ak_OPSDESK_DEMO1');
    expect(fields.get('appSecret')).toBe('a+b/c= 中');
  });

  it('reads a hand-written multipart body with a quoted boundary and skips file parts', () => {
    const body = Buffer.from(
      '--XyZ\r\nContent-Disposition: form-data; name="appId"\r\n\r\nak_1\r\n' +
        '--XyZ\r\nContent-Disposition: form-data; name="upload"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nfile\r\n' +
        '--XyZ\r\ncontent-disposition: form-data; name=refreshToken\r\n\r\nline1\r\nline2\r\n--XyZ--\r\n',
    );
    const fields = parseMultipart(body, 'multipart/form-data; boundary="XyZ"');
    expect([...fields.entries()]).toEqual([
      ['appId', 'ak_1'],
      ['refreshToken', 'line1\r\nline2'],
    ]);
  });

  it('reads application/x-www-form-urlencoded bodies', () => {
    const fields = readFormFields(Buffer.from('appId=ak_1&appSecret=s%2Bt'), 'application/x-www-form-urlencoded', new URLSearchParams());
    expect(fields.get('appSecret')).toBe('s+t');
  });

  it('takes the fields from the query string when the body is empty, the body winning when both carry one', () => {
    const query = new URLSearchParams('appId=ak_q&appSecret=from-query');
    expect(readFormFields(Buffer.alloc(0), undefined, query).get('appId')).toBe('ak_q');
    const fields = readFormFields(Buffer.from('appId=ak_body'), 'application/x-www-form-urlencoded', query);
    expect(fields.get('appId')).toBe('ak_body');
    expect(fields.get('appSecret')).toBe('from-query');
  });

  it('yields no fields, without throwing, for malformed multipart bodies', () => {
    for (const [text, type] of [
      ['garbage', 'multipart/form-data; boundary=abc'],
      ['--abc\r\nno headers end', 'multipart/form-data; boundary=abc'],
      ['--abc\r\nContent-Disposition: form-data\r\n\r\nvalue\r\n--abc--', 'multipart/form-data; boundary=abc'],
      ['anything', 'multipart/form-data'],
    ] as const) {
      expect(parseMultipart(Buffer.from(text), type).size).toBe(0);
    }
  });

  it('does not read JSON bodies as form fields', () => {
    expect(readFormFields(Buffer.from('{"appId":"ak_1"}'), 'application/json', new URLSearchParams()).size).toBe(0);
  });
});
