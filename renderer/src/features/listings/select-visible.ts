// Selections are what the user sees (issue 15): the header's tick covers the rows on screen, never the
// variants folded under a collapsed parent, and folding a parent drops the ticks of the variants it hides.
import type { RowSelectionState } from '@tanstack/react-table';
import type { ListingLine } from './types';

/** The row ids on screen: every parent, and the children of the expanded ones. */
export function visibleRowIds(lines: readonly ListingLine[], expanded: Readonly<Record<string, boolean>> | true): string[] {
  return lines.flatMap((l) => [l.rowId, ...(expanded === true || expanded[l.rowId] ? l.children.map((c) => c.rowId) : [])]);
}

export function allVisibleSelected(selection: RowSelectionState, visible: readonly string[]): boolean {
  return visible.length > 0 && visible.every((id) => selection[id]);
}

/** Ticks (or clears) exactly the visible rows; hidden ones end up unticked either way. */
export function toggleVisible(visible: readonly string[], on: boolean): RowSelectionState {
  return on ? Object.fromEntries(visible.map((id) => [id, true])) : {};
}

/** The selection without rows that are no longer on screen. */
export function pruneHidden(selection: RowSelectionState, visible: readonly string[]): RowSelectionState {
  const shown = new Set(visible);
  const next: RowSelectionState = {};
  let changed = false;
  for (const [id, on] of Object.entries(selection)) {
    if (on && shown.has(id)) next[id] = true;
    else changed = true;
  }
  return changed ? next : selection;
}
