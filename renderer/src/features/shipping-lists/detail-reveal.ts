// A detail opened from anywhere is brought into view (issue 32): a click in the queue, the command palette, a
// results row, the screen opened on a list. Below 1500 px the detail sits under the scan box, the queue and the
// picking results, so without this it opened out of sight, or (the palette on this screen) at the offset the
// last list was read at, in the middle of its goods table.
import { useEffect, useRef, useState } from 'react';
import { revealInScroller } from '../../components/reveal';

/**
 * Whether bringing the detail into view may also move the focus to its heading: not while the user is typing
 * in a field that holds text (a scanner's next code would land in the heading and be lost).
 */
export function mayTakeFocus(active: Element | null): boolean {
  if (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) return active.value === '';
  return !(active instanceof HTMLElement && active.isContentEditable);
}

/**
 * The screen's requests to bring the open detail into view: one when the screen opens on a list, one each
 * time the open list changes (whoever changed it), and `again` for a list opened that is already open.
 */
export function useRevealRequests(openCode: string | undefined): { request: number; again: () => void } {
  const [request, setRequest] = useState(openCode ? 1 : 0);
  const seen = useRef(openCode);
  useEffect(() => {
    if (openCode === seen.current) return;
    seen.current = openCode;
    if (openCode) setRequest((n) => n + 1);
  }, [openCode]);
  return { request, again: () => setRequest((n) => n + 1) };
}

/**
 * Serves each request once, when the detail has something to show (`ready`): scrolls the screen's scroller to
 * the pane's top and gives its heading (else the pane) the focus. A refetch (after picking) asks nothing.
 */
export function useRevealWhenReady(request: number, ready: boolean) {
  const pane = useRef<HTMLDivElement>(null);
  const served = useRef(0);
  useEffect(() => {
    if (request === served.current || !ready) return undefined;
    // After the frame: the shell scrolls a screen opened anew to its top once it has rendered.
    const frame = requestAnimationFrame(() => {
      const el = pane.current;
      if (!el) return;
      served.current = request;
      const heading = el.querySelector<HTMLElement>('h2[tabindex]');
      revealInScroller(el, mayTakeFocus(document.activeElement) ? (heading ?? el) : null);
    });
    return () => cancelAnimationFrame(frame);
  }, [request, ready]);
  return pane;
}
