import { describe, expect, it } from 'vitest';
import { shortcutOf } from './shortcuts';

const key = (k: Partial<Parameters<typeof shortcutOf>[0]>) =>
  shortcutOf({ key: '', code: '', ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, target: document.body, ...k });

describe('app shortcuts', () => {
  it('Ctrl+K and ⌘K open the palette, even while typing', () => {
    const input = document.createElement('input');
    expect(key({ key: 'k', ctrlKey: true })).toEqual({ kind: 'palette' });
    expect(key({ key: 'K', metaKey: true, target: input })).toEqual({ kind: 'palette' });
  });

  it('Alt+digit goes to a screen from anywhere, a scan box included', () => {
    expect(key({ key: '¡', code: 'Digit1', altKey: true })).toEqual({ kind: 'screen', digit: 1 });
    expect(key({ code: 'Digit3', altKey: true, target: document.createElement('input') })).toEqual({ kind: 'screen', digit: 3 });
  });

  it('? acts outside text fields only (there it is a character)', () => {
    expect(key({ key: '?', shiftKey: true })).toEqual({ kind: 'help' });
    for (const el of [document.createElement('input'), document.createElement('textarea')]) {
      expect(key({ key: '?', shiftKey: true, target: el })).toBeNull();
    }
    const checkbox = Object.assign(document.createElement('input'), { type: 'checkbox' });
    expect(key({ key: '?', target: checkbox })).toEqual({ kind: 'help' });
  });

  it('looks at the focused element too (React Aria re-dispatches an autocomplete field’s keys to its list)', () => {
    const input = document.createElement('input');
    document.body.append(input);
    input.focus();
    expect(key({ key: '?', target: document.createElement('div') })).toBeNull();
    input.remove();
  });

  it('ignores other keys', () => {
    expect(key({ key: 'a' })).toBeNull();
    expect(key({ code: 'Digit0', altKey: true })).toBeNull();
  });
});
