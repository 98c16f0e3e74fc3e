// The nearest element that scrolls an element vertically: the app's content area under its fixed-height shell,
// a dialog's body. Scrolling or measuring against it, rather than the document, keeps the window itself still
// (a document scrolled under the shell left a blank band under the status bar, issue 17).

/**
 * The nearest ancestor whose overflow scrolls vertically, the document's root and body excluded. With
 * `overflowing`, only one whose content is taller than it right now (one that can actually move).
 */
export function scrollerOf(el: HTMLElement, { overflowing = false }: { overflowing?: boolean } = {}): HTMLElement | null {
  for (let p = el.parentElement; p && p !== document.body && p !== document.documentElement; p = p.parentElement) {
    const { overflowY } = getComputedStyle(p);
    if ((overflowY === 'auto' || overflowY === 'scroll') && (!overflowing || p.scrollHeight > p.clientHeight)) return p;
  }
  return null;
}
