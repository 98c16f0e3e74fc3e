import { describe, expect, it } from 'vitest';
import { fakeBridge } from '../../testing/fake-bridge';
import { FORM_DRAFT, loadFormDraft, loadRecent, withRecent } from './drafts';

const info = { operation: 'updateShipFromAddress' as const, savedAt: '2026-01-01T00:00:00.000Z', chars: 10 };

describe('the ship-from drafts', () => {
  it('reads a saved form back, and nothing when there is none', async () => {
    const saved = fakeBridge({ 'drafts.load': ({ name }) => ({ name, ...info, content: { values: { alias_name: 'Dock', sid: '11' } } }) });
    expect(await loadFormDraft(saved)).toEqual({ values: { alias_name: 'Dock', sid: '11' }, savedAt: info.savedAt });
    expect(saved.callsOf('drafts.load')).toEqual([{ name: FORM_DRAFT }]);
    const none = fakeBridge({ 'drafts.load': () => null });
    expect(await loadFormDraft(none)).toBeNull();
    expect(await loadRecent(none)).toEqual([]);
  });

  it('ignores a draft file that does not hold what this screen wrote', async () => {
    const odd = fakeBridge({ 'drafts.load': ({ name }) => ({ name, ...info, content: { values: { alias_name: 42 } } }) });
    expect(await loadFormDraft(odd)).toBeNull();
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
