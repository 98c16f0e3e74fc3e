// Secrets never reach a journal line. An outcome's rows (200 per chunk) are checked field by field, so a clean
// line is not scanned whole; a row whose text holds a known secret, or a secret query value, is scrubbed.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JournalRecord } from '../../../electron/core/journal/records';
import { intentRenderer, renderRecord } from '../../../electron/core/journal/writer';
import { knownSecrets, REDACTED } from '../../../electron/core/redaction';

const SECRET = 'tok-0123456789abcdef0123456789abcdef';
knownSecrets.add(SECRET);

function outcome(row: Partial<Extract<JournalRecord, { t: 'outcome' }>['rows'][number]>): JournalRecord {
  const rows = Array.from({ length: 200 }, (_, i) => ({ key: `row-${i}`, status: 'succeeded' as const, reason: null, info: { queueId: `q-${i}` }, requestId: 'req-1234567890' }));
  rows[117] = { ...rows[117], ...row } as (typeof rows)[number];
  return { t: 'outcome', chunk: '1.1', at: '2026-11-25T00:00:00.000Z', attempts: 1, rows };
}

afterEach(() => vi.restoreAllMocks());

describe('journal lines and secrets', () => {
  it('renders a clean outcome without scanning its whole line', () => {
    const scrub = vi.spyOn(knownSecrets, 'scrub');
    const { json } = renderRecord(outcome({}));
    expect(scrub).not.toHaveBeenCalled();
    expect(json).toBe(JSON.stringify(outcome({})));
  });

  it.each([
    ['a reason quoting the token', { status: 'failed' as const, reason: `bad token ${SECRET} given` }],
    ['an info value', { info: { queueId: `x${SECRET}` } }],
    ['a request id', { requestId: SECRET }],
    ['a code', { code: `E-${SECRET}` }],
    ['a secret query value', { status: 'failed' as const, reason: 'see https://host/x?a=1&access_token=abcdef12345678' }],
  ])('scrubs %s', (_what, row) => {
    const { json } = renderRecord(outcome(row));
    expect(json).not.toContain(SECRET);
    expect(json).not.toContain('abcdef12345678');
    expect(json).toContain(REDACTED);
  });

  it('scrubs an intent or a rows line that quotes a secret or a secret query value, and leaves a clean one as scrub would', () => {
    const keys = Array.from({ length: 200 }, (_, i) => `row-${i}`);
    const clean = intentRenderer('1.1', keys)('2026-11-25T00:00:00.000Z').json;
    expect(clean).toBe(knownSecrets.scrub(clean));
    expect(JSON.parse(clean)).toEqual({ t: 'intent', chunk: '1.1', at: '2026-11-25T00:00:00.000Z', keys });
    for (const bad of [`k-${SECRET}`, 'k?a=1&sign=abcdef12345678']) {
      const intent = intentRenderer('1.2', [...keys, bad])('2026-11-25T00:00:00.000Z').json;
      const rows = renderRecord({ t: 'rows', from: 0, rows: [{ key: 'r1', input: { note: bad } }] }).json;
      for (const json of [intent, rows]) {
        expect(json).not.toContain(SECRET);
        expect(json).not.toContain('abcdef12345678');
        expect(json).toContain(REDACTED);
      }
    }
  });
});
