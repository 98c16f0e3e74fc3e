import { describe, expect, it } from 'vitest';
import { fakeBridge } from '../../testing/fake-bridge';
import { isFirstRecent, loadRecent, recentEntryOf, valuesOfRecent, withRecent } from './drafts';
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

  it('a recent address gives back every field it was applied with, not only sid and address id', async () => {
    const applied = {
      sid: '113357389420311322', id: '35894', alias_name: 'Dock 2', sender_name: 'Li Lei', country_name: 'United States',
      province: 'CA', city: 'Ontario', region: 'San Bernardino', street_detail1: '1 Main St', street_detail2: 'Bay 4',
      zip_code: '91761', phone: '909-555-0100',
    };
    const entry = recentEntryOf(applied);
    expect(entry).not.toBeNull();
    // Through the draft store and back (a trust boundary: read with the schema).
    const stored = fakeBridge({ 'drafts.load': ({ name }) => ({ name, ...info, content: { entries: [entry] } }) });
    const [read] = await loadRecent(stored);
    expect(valuesOfRecent(read!)).toEqual(applied);
  });

  it('an entry saved before the whole address was kept still fills sid, id and alias', () => {
    expect(valuesOfRecent({ sid: '1', id: '2', alias: 'Dock' })).toEqual({ sid: '1', id: '2', alias_name: 'Dock' });
  });

  it('the same place with a new street is a new first entry, the same address is not saved again', () => {
    const a = recentEntryOf({ sid: '1', id: '2', alias_name: 'Dock', street_detail1: 'Old St' })!;
    const b = recentEntryOf({ sid: '1', id: '2', alias_name: 'Dock', street_detail1: 'New St' })!;
    expect(isFirstRecent([a], a)).toBe(true);
    expect(isFirstRecent([a], b)).toBe(false);
    expect(withRecent([a], b)).toEqual([b]);
  });
});
