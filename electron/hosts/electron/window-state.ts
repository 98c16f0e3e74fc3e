// The main window opens where the user left it: bounds and maximised state in electron-store, clamped to a
// display that still exists (a laptop unplugged from its second monitor must not open off-screen).
import type { BrowserWindow, Rectangle } from 'electron';
import { z } from 'zod';

const savedState = z.object({
  x: z.number().int(),
  y: z.number().int(),
  width: z.number().int().min(400),
  height: z.number().int().min(300),
  maximized: z.boolean(),
});
export type WindowState = z.infer<typeof savedState>;

export interface StateFile {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
}

export const DEFAULT_BOUNDS = { width: 1280, height: 820 };

/** Saved bounds if they overlap one of the displays' work areas; else null (the OS places the window). */
export function restoreState(file: StateFile, workAreas: Rectangle[]): WindowState | null {
  const parsed = savedState.safeParse(file.get('window'));
  if (!parsed.success) return null;
  const s = parsed.data;
  const visible = workAreas.some((a) => s.x < a.x + a.width - 50 && s.x + s.width > a.x + 50 && s.y >= a.y - 10 && s.y < a.y + a.height - 50);
  return visible ? s : null;
}

export function trackState(win: BrowserWindow, file: StateFile): void {
  let timer: NodeJS.Timeout | null = null;
  const save = () => {
    if (win.isDestroyed() || win.isMinimized()) return;
    const b = win.getNormalBounds();
    file.set('window', { x: b.x, y: b.y, width: b.width, height: b.height, maximized: win.isMaximized() });
  };
  const later = () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(save, 400);
  };
  win.on('resize', later);
  win.on('move', later);
  win.on('maximize', save);
  win.on('unmaximize', save);
  win.on('close', () => {
    if (timer) clearTimeout(timer);
    save();
  });
}
