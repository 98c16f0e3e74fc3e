import { describe, expect, it } from 'vitest';
import { fakeBridge } from '../../testing/fake-bridge';
import { loadRecent, withRecent } from './drafts';
import { shipFromDraft } from './use-send-address';

const info = { operation: 'updateShipFromAddress' as const, savedAt: '2026-01-01T00:00:00.000Z', chars: 10 };

describe('the ship-from drafts', () => {
  it('reads a form draft saved before the send ledger as a form with no send, and one saved with its copy of what was sent as its last job alone', () => {
    expect(shipFromDraft.parse({ values: { alias_name: 'Dock', sid: '11' } })).toEqual({ values: { alias_name: 'Dock', sid: '11' }, job: { last: [], starting: null } });
    const withCopy = { values: { sid: '11' }, job: { sent: { address: { values: { sid: '11' }, jobs: ['job-1'] } }, lastJob: 'job-1' } };
    expect(shipFromDraft.parse(withCopy)).toEqual({ values: { sid: '11' }, job: { last: ['job-1'], starting: null } });
    expect(shipFromDraft.safeParse({ values: { alias_name: 42 } }).success).toBe(false);
  });

  it('ignores recent entries that do not hold what this screen wrote', async () => {
    const none = fakeBridge({ 'drafts.load': () => null });
    expect(await loadRecent(none)).toEqual([]);
    const oddRecent = fakeBridge({ 'drafts.load': ({ name }) => ({ name, ...info, content: { entries: [{ sid: 'x', id: '1', alias: 'a' }] } }) });
    expect(await loadRecent(oddRecent)).toEqual([]);
  });

  it('keeps recent entries distinct, newest first, at most eight', () => {
    let list = Array.from({ length: 8 }, (_, i) => ({ sid: '1', id: String(i), alias: `a${i}` }));
    list = withRecent(list, { sid: '1', id: '3', alias: 'again' });
    expect(list[0]).toEqual({ sid: '1', id: '3', alias: 'again' });
    expect(list.filter((e) => e.id === '3')).toHaveLength(1);
    expect(withRecent(list, { sid: '2', id: '9', alias: 'new' })).toHaveLength(8);
  });
});
