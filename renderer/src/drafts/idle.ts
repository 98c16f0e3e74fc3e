// Work that may wait for a quiet moment: serialising a 100,000-row draft takes tens of milliseconds, so it runs
// when the browser is idle (never between two keystrokes), with a deadline so a busy screen still saves.
export type Cancel = () => void;

export function whenIdle(task: () => void, deadlineMs = 1000): Cancel {
  if (typeof window !== 'undefined' && typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: deadlineMs });
    return () => window.cancelIdleCallback(id);
  }
  const timer = setTimeout(task, 0);
  return () => clearTimeout(timer);
}

/** UTF-8 bytes of a text, without allocating its encoding (the draft limit is in bytes). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      // A surrogate pair is one 4-byte character.
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}
