// Bringing a result into view without moving the window: scrollIntoView scrolls every scrollable ancestor,
// the document included, and a document scrolled under the app's fixed-height shell left the window shifted
// up with a blank band under the status bar (issue 17). Only the nearest scrolling container moves here.
import { scrollerOf } from './scroller';

/**
 * Scrolls the element's own scroller so its top is in view, then gives `focus` (the element itself unless
 * told) the focus without scrolling.
 */
export function revealInScroller(el: HTMLElement | null, focus: HTMLElement | null = el): void {
  if (!el) return;
  const scroller = scrollerOf(el, { overflowing: true });
  if (scroller) {
    const top = el.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop;
    scroller.scrollTo({ top: Math.max(0, top - 8) });
  }
  focus?.focus({ preventScroll: true });
}
