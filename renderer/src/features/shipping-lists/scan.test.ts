import { describe, expect, it } from 'vitest';
import { acceptCodes, isWellFormedCode, splitCodes } from './scan';
import { centsText, sumCents, toCents } from './money';
import { readQueueDraft } from './work-queue';

describe('scanned and pasted codes', () => {
  it('splits a pasted column on newlines, tabs, commas (ASCII and Chinese) and spaces, upper-cased', () => {
    expect(splitCodes('fh1\r\nFH2\tFH3, FH4，FH5；FH6  \n\n')).toEqual(['FH1', 'FH2', 'FH3', 'FH4', 'FH5', 'FH6']);
  });

  it('keeps a repeat out, within one paste and against the queue', () => {
    expect(acceptCodes(new Set(['FH1']), ['FH1', 'FH2', 'FH2', 'FH3'])).toEqual({ added: ['FH2', 'FH3'], duplicates: ['FH1', 'FH2'] });
  });

  it('knows a shipping-list code from noise', () => {
    expect(isWellFormedCode('FH24042000601')).toBe(true);
    expect(isWellFormedCode('NOT-A-CODE')).toBe(false);
    expect(isWellFormedCode('??')).toBe(false);
  });
});

describe('cost arithmetic in hundredths', () => {
  it('sums decimal texts exactly', () => {
    expect(sumCents([toCents('0.1'), toCents('0.2'), toCents(null)])).toBe(30);
    expect(centsText(sumCents([toCents('12.5'), toCents('-3.05')]) ?? 0)).toBe('9.45');
    expect(toCents('abc')).toBeNull();
    expect(sumCents([null, null])).toBeNull();
  });
});

describe('the work-queue draft read back from disk', () => {
  it('keeps good entries, drops damaged and repeated ones, and reads an old queue\'s stored outcomes as nothing (the ledger has them)', () => {
    const entries = readQueueDraft({
      version: 1,
      entries: [
        { code: 'FH1', addedAt: '2026-01-01T00:00:00Z', pick: null },
        { code: 'FH1', addedAt: '2026-01-01T00:00:01Z', pick: null },
        { code: 42 },
        { code: 'FH2', addedAt: 'x', pick: { status: 'failed', reason: '请选择', code: null } },
        { code: 'FH3', addedAt: 'x', pick: 'garbage' },
      ],
    });
    expect(entries.map((e) => e.code)).toEqual(['FH1', 'FH2', 'FH3']);
    expect(entries[1]).toEqual({ code: 'FH2', addedAt: 'x' });
  });

  it('reads anything else as an empty queue', () => {
    expect(readQueueDraft(null)).toEqual([]);
    expect(readQueueDraft({ version: 2, entries: [] })).toEqual([]);
  });
});
