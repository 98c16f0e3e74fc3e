// Every shortcut of the grid, as the reducer sees it.
import { describe, expect, it } from 'vitest';
import { commandFor, editorKey, navigate, type MoveKey } from './keyboard';
import { cellSelection, rectOf, selectAll, type Selection } from './selection';

const size = { rows: 100, cols: 5 };
const at = (row: number, col: number) => cellSelection({ row, col });
const move = (sel: Selection, key: MoveKey, mods: { shift?: boolean; ctrl?: boolean } = {}) =>
  navigate(sel, { key, shift: mods.shift ?? false, ctrl: mods.ctrl ?? false }, size, 10);

describe('commandFor', () => {
  it('leaves Tab and Shift+Tab to the browser: the grid is one tab stop', () => {
    expect(commandFor({ key: 'Tab' })).toBeNull();
    expect(commandFor({ key: 'Tab', shift: true })).toBeNull();
  });
  it('maps the spreadsheet shortcuts', () => {
    expect(commandFor({ key: 'ArrowDown', shift: true })).toEqual({ type: 'move', key: 'ArrowDown', shift: true, ctrl: false });
    expect(commandFor({ key: 'a', ctrl: true })).toEqual({ type: 'selectAll' });
    expect(commandFor({ key: 'z', ctrl: true })).toEqual({ type: 'undo' });
    expect(commandFor({ key: 'Z', ctrl: true, shift: true })).toEqual({ type: 'redo' });
    expect(commandFor({ key: 'y', ctrl: true })).toEqual({ type: 'redo' });
    expect(commandFor({ key: 'd', ctrl: true })).toEqual({ type: 'fillDown' });
    expect(commandFor({ key: '+', ctrl: true, shift: true })).toEqual({ type: 'insertRow' });
    expect(commandFor({ key: '-', ctrl: true })).toEqual({ type: 'deleteRows' });
    expect(commandFor({ key: 'F2' })).toEqual({ type: 'edit' });
    expect(commandFor({ key: 'Enter' })).toEqual({ type: 'edit' });
    expect(commandFor({ key: 'Delete' })).toEqual({ type: 'clear' });
    expect(commandFor({ key: 'Escape' })).toEqual({ type: 'escape' });
    expect(commandFor({ key: 'Process' })).toEqual({ type: 'compose' });
  });
  it('sizes the active column with Alt: ← narrower, → wider, Shift+F to fit (by the key\'s code on a Mac)', () => {
    expect(commandFor({ key: 'ArrowLeft', alt: true })).toEqual({ type: 'resizeColumn', direction: -1 });
    expect(commandFor({ key: 'ArrowRight', alt: true })).toEqual({ type: 'resizeColumn', direction: 1 });
    expect(commandFor({ key: 'F', alt: true, shift: true })).toEqual({ type: 'fitColumn' });
    expect(commandFor({ key: 'Ï', code: 'KeyF', alt: true, shift: true })).toEqual({ type: 'fitColumn' });
    // Without Alt the arrows still move, and Alt+F alone is the menu's, not the grid's.
    expect(commandFor({ key: 'ArrowLeft' })).toMatchObject({ type: 'move' });
    expect(commandFor({ key: 'f', alt: true })).toBeNull();
  });

  it('a printable key types (replacing the cell); Ctrl+C/V are left to the clipboard events', () => {
    expect(commandFor({ key: '７' })).toEqual({ type: 'type', text: '７' });
    expect(commandFor({ key: 'c', ctrl: true })).toBeNull();
    expect(commandFor({ key: 'v', ctrl: true })).toBeNull();
    expect(commandFor({ key: 'Shift', shift: true })).toBeNull();
  });
});

describe('editorKey', () => {
  it('Enter and Tab commit and move, Esc cancels, Alt+Enter stays (line break), IME composition wins', () => {
    expect(editorKey({ key: 'Enter' }, false)).toEqual({ type: 'commit', then: { key: 'Enter', shift: false } });
    expect(editorKey({ key: 'Tab', shift: true }, false)).toEqual({ type: 'commit', then: { key: 'Tab', shift: true } });
    expect(editorKey({ key: 'Escape' }, false)).toEqual({ type: 'cancel' });
    expect(editorKey({ key: 'Enter', alt: true }, false)).toBeNull();
    expect(editorKey({ key: 'Enter' }, true)).toBeNull();
  });
});

describe('navigate', () => {
  it('arrows move one cell and stop at the edges', () => {
    expect(move(at(5, 2), 'ArrowUp').active).toEqual({ row: 4, col: 2 });
    expect(move(at(0, 0), 'ArrowUp').active).toEqual({ row: 0, col: 0 });
    expect(move(at(0, 4), 'ArrowRight').active).toEqual({ row: 0, col: 4 });
  });

  it('Ctrl+arrows, Home/End and Ctrl+Home/End jump to edges', () => {
    expect(move(at(5, 2), 'ArrowDown', { ctrl: true }).active).toEqual({ row: 99, col: 2 });
    expect(move(at(5, 2), 'ArrowLeft', { ctrl: true }).active).toEqual({ row: 5, col: 0 });
    expect(move(at(5, 2), 'End').active).toEqual({ row: 5, col: 4 });
    expect(move(at(5, 2), 'Home').active).toEqual({ row: 5, col: 0 });
    expect(move(at(5, 2), 'End', { ctrl: true }).active).toEqual({ row: 99, col: 4 });
    expect(move(at(5, 2), 'Home', { ctrl: true }).active).toEqual({ row: 0, col: 0 });
  });

  it('PageUp/PageDown move a page, clamped', () => {
    expect(move(at(5, 1), 'PageDown').active).toEqual({ row: 15, col: 1 });
    expect(move(at(5, 1), 'PageUp').active).toEqual({ row: 0, col: 1 });
    expect(move(at(95, 1), 'PageDown').active).toEqual({ row: 99, col: 1 });
  });

  it('Tab runs along the row and wraps; Shift+Tab goes back', () => {
    expect(move(at(3, 3), 'Tab').active).toEqual({ row: 3, col: 4 });
    expect(move(at(3, 4), 'Tab').active).toEqual({ row: 4, col: 0 });
    expect(move(at(4, 0), 'Tab', { shift: true }).active).toEqual({ row: 3, col: 4 });
    expect(move(at(0, 0), 'Tab', { shift: true }).active).toEqual({ row: 0, col: 0 });
  });

  it('Enter moves down, Shift+Enter up (after an edit)', () => {
    expect(move(at(3, 3), 'Enter').active).toEqual({ row: 4, col: 3 });
    expect(move(at(3, 3), 'Enter', { shift: true }).active).toEqual({ row: 2, col: 3 });
  });

  it('Shift extends the range from the anchor and keeps the active cell', () => {
    let sel = move(at(2, 1), 'ArrowDown', { shift: true });
    sel = move(sel, 'ArrowRight', { shift: true });
    sel = move(sel, 'End', { shift: true, ctrl: true });
    expect(sel.active).toEqual({ row: 2, col: 1 });
    expect(rectOf(sel)).toEqual({ top: 2, left: 1, bottom: 99, right: 4 });
    // A plain arrow collapses the range again.
    expect(rectOf(move(sel, 'ArrowLeft'))).toEqual({ top: 2, left: 0, bottom: 2, right: 0 });
  });

  it('Ctrl+A selects every cell', () => {
    expect(rectOf(selectAll(at(7, 2), size))).toEqual({ top: 0, left: 0, bottom: 99, right: 4 });
  });
});

describe('Ctrl+arrows over data, as in Excel', () => {
  // Column 0: rows 0–2 filled, 3–5 blank, 6–7 filled, 8–9 blank.
  const filled = new Set([0, 1, 2, 6, 7]);
  const isBlank = (row: number, col: number) => col !== 0 || !filled.has(row);
  const small = { rows: 10, cols: 3 };
  const jump = (row: number, key: MoveKey) => navigate(at(row, 0), { key, shift: false, ctrl: true }, small, 5, isBlank).active.row;

  it('runs to the end of a filled run, then to the next filled cell, then to the edge', () => {
    expect(jump(0, 'ArrowDown')).toBe(2);
    expect(jump(2, 'ArrowDown')).toBe(6);
    expect(jump(6, 'ArrowDown')).toBe(7);
    expect(jump(7, 'ArrowDown')).toBe(9);
    expect(jump(9, 'ArrowUp')).toBe(7);
    expect(jump(6, 'ArrowUp')).toBe(2);
    expect(jump(4, 'ArrowUp')).toBe(2);
  });

  it('across an empty row it goes to the edge', () => {
    expect(navigate(at(4, 0), { key: 'ArrowRight', shift: false, ctrl: true }, small, 5, isBlank).active).toEqual({ row: 4, col: 2 });
  });
});
