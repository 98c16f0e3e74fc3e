// The page while its host is away: what it shows stays, and it can be scrolled, selected and copied, but
// nothing on it can be changed or pressed (typing, paste, drop, buttons, links, shortcuts), because nothing
// could be saved or sent. Capture listeners on the shell, so no screen has to know; `allow` (the host banner)
// keeps working.

/** Keys that only move, select or copy. */
const READING_KEYS = new Set(['Tab', 'ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'PageUp', 'PageDown', 'Home', 'End', 'Escape', 'Shift', 'Control', 'Alt', 'Meta']);

function reading(e: KeyboardEvent): boolean {
  if (READING_KEYS.has(e.key)) return true;
  // Copy and select-all only.
  return (e.ctrlKey || e.metaKey) && !e.altKey && (e.key === 'c' || e.key === 'C' || e.key === 'a' || e.key === 'A');
}

const PRESSABLE = 'button, a, input, select, textarea, label, summary, [role="button"], [role="link"], [role="menuitem"], [role="option"], [role="checkbox"], [role="switch"], [role="radio"], [role="tab"], [role="gridcell"], [contenteditable="true"]';

export function guardReadOnly(root: HTMLElement, allow: (target: EventTarget | null) => boolean): () => void {
  const stop = (e: Event) => {
    if (allow(e.target)) return;
    e.preventDefault();
    e.stopImmediatePropagation();
  };
  const onKey = (e: Event) => {
    if (e instanceof KeyboardEvent && reading(e)) return;
    stop(e);
  };
  const onPointer = (e: Event) => {
    const target = e.target instanceof Element ? e.target : null;
    if (target?.closest(PRESSABLE)) stop(e);
  };
  const listeners: Array<[string, (e: Event) => void]> = [
    ['keydown', onKey],
    ['keypress', onKey],
    ['beforeinput', stop],
    ['paste', stop],
    ['cut', stop],
    ['drop', stop],
    ['dragover', stop],
    ['pointerdown', onPointer],
    ['mousedown', onPointer],
    ['click', onPointer],
    ['dblclick', onPointer],
  ];
  for (const [type, fn] of listeners) root.addEventListener(type, fn, { capture: true });
  return () => {
    for (const [type, fn] of listeners) root.removeEventListener(type, fn, { capture: true });
  };
}
