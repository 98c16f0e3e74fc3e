// The app-wide keyboard shortcuts. Ctrl+K (⌘K) works everywhere, even in a text field; `?` and Alt+digit
// only outside editable fields, so typing and barcode scanners are never intercepted.
import { useEffect } from 'react';

export interface ShortcutHandlers {
  openPalette: () => void;
  openHelp: () => void;
  goToScreen: (index: number) => void;
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
export function shortcutOf(e: Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'target'>): { kind: 'palette' } | { kind: 'help' } | { kind: 'screen'; index: number } | null {
  if ((e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 'k') return { kind: 'palette' };
  if (isEditable(e.target)) return null;
  if (e.key === '?' && !e.ctrlKey && !e.metaKey && !e.altKey) return { kind: 'help' };
  // e.code: Alt+digit types other characters on some layouts (macOS), the physical key does not change.
  const digit = /^Digit([1-9])$/.exec(e.code)?.[1];
  if (e.altKey && !e.ctrlKey && !e.metaKey && digit) return { kind: 'screen', index: Number(digit) - 1 };
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
      else handlers.goToScreen(s.index);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [handlers]);
}
