// Text a column cuts shows whole on hover: a cell (or a header) whose content overflows gets its whole text as
// its title when the pointer comes over it, measured then, so the title is never stale after an edit or a resize.
// A cell with an error keeps the error as its title (the screen's words first).

/** The pointer came over `target`; `textAt` gives a data cell's whole text (the model's, not the cut DOM's). */
export function titleIfCut(target: EventTarget, textAt: (row: number, col: number) => string | undefined): void {
  const el = (target as Element).closest?.('.dg-cell[data-col], .dg-sort');
  if (!(el instanceof HTMLElement)) return;
  if (el.classList.contains('dg-sort')) {
    el.title = el.scrollWidth > el.clientWidth ? (el.textContent ?? '') : '';
    return;
  }
  if (el.getAttribute('aria-invalid') === 'true' || el.querySelector('.dg-editor')) return;
  const text = textAt(Number(el.getAttribute('data-row')), Number(el.getAttribute('data-col'))) ?? '';
  const cut = text.includes('\n') || el.scrollWidth > el.clientWidth;
  if (cut && text !== '') el.title = text;
  else el.removeAttribute('title');
}
