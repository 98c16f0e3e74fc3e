// Bringing a result into view without moving the window: scrollIntoView scrolls every scrollable ancestor,
// the document included, and a document scrolled under the app's fixed-height shell left the window shifted
// up with a blank band under the status bar (issue 17). Only the nearest scrolling container moves here.
export function scrollerOf(el: HTMLElement): HTMLElement | null {
  for (let p = el.parentElement; p && p !== document.body && p !== document.documentElement; p = p.parentElement) {
    const { overflowY } = getComputedStyle(p);
    if ((overflowY === 'auto' || overflowY === 'scroll') && p.scrollHeight > p.clientHeight) return p;
  }
  return null;
}

/** Scrolls the element's own scroller so its top is in view, then gives it the focus without scrolling. */
export function revealInScroller(el: HTMLElement | null): void {
  if (!el) return;
  const scroller = scrollerOf(el);
  if (scroller) {
    const top = el.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop;
    scroller.scrollTo({ top: Math.max(0, top - 8) });
  }
  el.focus({ preventScroll: true });
}
