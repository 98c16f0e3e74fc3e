// The app-wide keyboard shortcuts. Ctrl+K (⌘K) and Alt+digit work everywhere, even in a text field (screens
// such as Shipping lists keep the focus in their scan box, and neither chord types anything a user or a
// barcode scanner sends); `?` only outside editable fields, where it is just a character.
import { useEffect } from 'react';

export interface ShortcutHandlers {
  openPalette: () => void;
  openHelp: () => void;
  /** Alt+digit: the screen whose `shortcut` is that digit. */
  goToScreen: (digit: number) => void;
}

export function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag !== 'INPUT') return false;
  const type = (target as HTMLInputElement).type;
  return !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file'].includes(type);
}

/** Which shortcut a key press is, if any. */
export function shortcutOf(e: Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'target'>): { kind: 'palette' } | { kind: 'help' } | { kind: 'screen'; digit: number } | null {
  if ((e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 'k') return { kind: 'palette' };
  // e.code: Alt+digit types other characters on some layouts (macOS), the physical key does not change.
  const digit = /^Digit([1-9])$/.exec(e.code)?.[1];
  if (e.altKey && !e.ctrlKey && !e.metaKey && digit) return { kind: 'screen', digit: Number(digit) };
  // React Aria re-dispatches keys typed in an autocomplete's field to its list (virtual focus), so the target
  // alone does not tell whether the user is typing: the focused element does.
  if (isEditable(e.target) || (typeof document !== 'undefined' && isEditable(document.activeElement))) return null;
  if (e.key === '?' && !e.ctrlKey && !e.metaKey && !e.altKey) return { kind: 'help' };
  return null;
}

export function useShortcuts(handlers: ShortcutHandlers): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented) return;
      const s = shortcutOf(e);
      if (!s) return;
      e.preventDefault();
      if (s.kind === 'palette') handlers.openPalette();
      else if (s.kind === 'help') handlers.openHelp();
      else handlers.goToScreen(s.digit);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [handlers]);
}
