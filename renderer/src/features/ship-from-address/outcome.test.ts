// The one-shot rule of the ship-from form: locked while the address may have reached the vendor, open to
// correct after a refusal (nothing of it executed), and a refusal stays in view while it is being corrected.
import { describe, expect, it } from 'vitest';
import { isLocked, outcomeOf } from './outcome';

describe('the ship-from outcome', () => {
  it('locks the form once the address was applied, may have been, or is being sent', () => {
    expect(isLocked(undefined, false)).toBe(false);
    expect(isLocked({ state: 'new' }, false)).toBe(false);
    for (const state of ['succeeded', 'unknown', 'changed', 'sending', 'queued', 'loading'] as const) expect(isLocked({ state }, false), state).toBe(true);
    expect(isLocked({ state: 'new' }, true)).toBe(true);
    // A stopped job never sent it: Send sends it.
    expect(isLocked({ state: 'pending' }, false)).toBe(false);
  });

  it('leaves a refused address open, and keeps the refusal in view after an edit', () => {
    const reason = 'alias_name "Dock" is already used by another address of this store';
    expect(isLocked({ state: 'failed', reason }, false)).toBe(false);
    // The field comes from the code the core gave the refusal; the words are only shown.
    expect(outcomeOf({ state: 'failed', reason, code: 'ITEM_ALIAS_TAKEN' }, null)).toEqual({ kind: 'refused', code: 'ITEM_ALIAS_TAKEN', reason, field: 'alias_name' });
    expect(outcomeOf({ state: 'new', sentState: 'failed', reason, code: 'ITEM_ALIAS_TAKEN' }, null)).toMatchObject({ kind: 'refused', field: 'alias_name' });
    expect(outcomeOf({ state: 'failed', reason, code: '500' }, null)).toMatchObject({ kind: 'refused', field: null });
    // A row the main side found invalid is never sent, so the ledger does not hold it: the last send's row tells.
    expect(outcomeOf({ state: 'new' }, null, { status: 'invalid' })).toEqual({ kind: 'invalid' });
  });

  it('says nothing before a send, and succeeded, unknown or halted after one', () => {
    expect(outcomeOf(undefined, null)).toBeNull();
    expect(outcomeOf({ state: 'new' }, null)).toBeNull();
    expect(outcomeOf({ state: 'succeeded' }, null)).toEqual({ kind: 'succeeded' });
    expect(outcomeOf({ state: 'unknown' }, null)).toEqual({ kind: 'unknown' });
    expect(outcomeOf({ state: 'pending' }, { state: 'halted', error: null })).toMatchObject({ kind: 'halted' });
  });
});
