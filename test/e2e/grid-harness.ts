// The grid harness page served by the browser host from dist/renderer (built by `npm run build:renderer`),
// and helpers that drive it the way a user's clipboard and keyboard would.
import type { Page } from '@playwright/test';
import type { E2eHost } from './web-host';

export function harnessUrl(host: E2eHost, query: Record<string, string | number> = {}): string {
  const q = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  return `${host.host.url}grid-harness.html?${q.toString()}`;
}

/** Dispatches a real ClipboardEvent('paste') with a DataTransfer on the focused grid. */
export async function pasteInto(page: Page, flavours: { html?: string; text?: string }): Promise<void> {
  await page.evaluate(({ html, text }) => {
    const dt = new DataTransfer();
    if (html !== undefined) dt.setData('text/html', html);
    if (text !== undefined) dt.setData('text/plain', text);
    const grid = document.querySelector('[role="grid"]')!;
    grid.dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }));
  }, flavours);
}

/** The grid's data as the harness holds it (every row, not only the rendered ones). */
export async function harnessRows(page: Page): Promise<Array<{ id: string; values: Record<string, string> }>> {
  return page.evaluate(() => window.gridHarness!.rows().map((r) => ({ id: r.id, values: { ...r.values } })));
}
