// Every shape a credential can take in a log line comes out of "Copy diagnostics" without its value, even
// when the secret registry never saw it (a line written by another run, a value quoted by a library).
import { describe, expect, it } from 'vitest';
import { scrubDiagnosticLine } from '../../../electron/core/app/handlers/diagnostics';
import { SecretRegistry } from '../../../electron/core/redaction';

const scrub = (line: string) => scrubDiagnosticLine(line, new SecretRegistry());

describe('diagnostics line filter', () => {
  it.each([
    ['name=value in a query', 'GET /x?access_token=AT-planted-0001&sign=SG-planted-0002', ['AT-planted-0001', 'SG-planted-0002']],
    ['a JSON field', '{"msg":"renewed","refresh_token":"RT-planted-0003"}', ['RT-planted-0003']],
    ['JSON inside a JSON string (escaped quotes)', '{"msg":"body {\\"appSecret\\":\\"AS-planted-0004\\",\\"x\\":1}"}', ['AS-planted-0004']],
    ['JSON escaped twice', '{"msg":"{\\\\\\"access_token\\\\\\":\\\\\\"AT-planted-0005\\\\\\"}"}', ['AT-planted-0005']],
    ['URL-encoded', 'redirect=%2Fcb%3Faccess_token%3DAT-planted-0006%26sign%3DSG-planted-0007', ['AT-planted-0006', 'SG-planted-0007']],
    ['URL-encoded JSON', 'q=%7B%22accessToken%22%3A%22AT-planted-0008%22%7D', ['AT-planted-0008']],
    ['the team password field', '{"msg":"settings","teamPassword":"TP-planted-0009"}', ['TP-planted-0009']],
    ['a token in a URL fragment', 'opened http://127.0.0.1:8790/#token=HT-planted-0010', ['HT-planted-0010']],
    ['the host token header', 'request headers: x-opsdesk-token: HT-planted-0011, accept: */*', ['HT-planted-0011']],
    ['an authorization header', 'authorization: Bearer BR-planted-0012', ['BR-planted-0012']],
  ])('%s', (_shape, line, secrets) => {
    const out = scrub(line);
    for (const secret of secrets) expect(out).not.toContain(secret);
    expect(out).toContain('[removed]');
  });

  it('leaves what is not a credential: messages about tokens, counts, other fields', () => {
    for (const line of ['{"msg":"token renewed","via":"refresh"}', '{"tokenCalls":2,"design":"x","signal":"ok"}', 'tokens: 3 renewed, state valid']) {
      expect(scrub(line)).toBe(line);
    }
  });
});
