// Product images of the sandbox's own, so a demo shows pictures with no network: GET
// /__sandbox/images/<kind>/<id>.svg answers a small SVG drawn from the id (same id, same picture). Served with
// or without the admin API (they are data of the emulated service, not a control), and only these paths.
import type { ServerResponse } from 'node:http';

export const IMAGE_PREFIX = '/__sandbox/images/';
const IMAGE_PATH = /^\/__sandbox\/images\/(goods|chatx)\/(\d{1,20})\.svg$/;

/** The image URL of a generated product on a sandbox at `origin` (http://127.0.0.1:port). */
export function sandboxImageUrl(origin: string, kind: 'goods' | 'chatx', id: string | number): string {
  return `${origin}${IMAGE_PREFIX}${kind}/${id}.svg`;
}

/** The generator's placeholder addresses (no origin known yet) → the same picture on the sandbox itself. */
const PLACEHOLDER = /^https:\/\/img\.sandbox\.example\/(goods|chatx)\/(\d{1,20})\.jpg$/;
/** An image of a sandbox that ran before on another port (a kept state): the same picture here. */
const EARLIER_SANDBOX = /^http:\/\/127\.0\.0\.1:\d{1,5}\/__sandbox\/images\/(goods|chatx)\/(\d{1,20})\.svg$/;
export function rebaseImageUrl(url: unknown, origin: string): unknown {
  if (typeof url !== 'string') return url;
  const m = PLACEHOLDER.exec(url) ?? EARLIER_SANDBOX.exec(url);
  return m ? sandboxImageUrl(origin, m[1] as 'goods' | 'chatx', m[2] as string) : url;
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** A product-like picture: a tinted box with a label band, its hue and shape from the id. */
export function productSvg(kind: string, id: string): string {
  const h = hash(`${kind}:${id}`);
  const hue = h % 360;
  const shape = (h >>> 9) % 3;
  const body =
    shape === 0
      ? `<rect x="22" y="30" width="56" height="48" rx="4" fill="hsl(${hue} 55% 55%)"/><path d="M22 30 L50 18 L78 30 L50 42 Z" fill="hsl(${hue} 60% 70%)"/>`
      : shape === 1
        ? `<circle cx="50" cy="52" r="28" fill="hsl(${hue} 55% 55%)"/><circle cx="50" cy="52" r="12" fill="hsl(${hue} 60% 78%)"/>`
        : `<path d="M34 20 h32 l8 16 v44 h-48 v-44 Z" fill="hsl(${hue} 55% 55%)"/><rect x="34" y="44" width="32" height="14" fill="hsl(${hue} 60% 80%)"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100">` +
    `<rect width="100" height="100" fill="hsl(${hue} 35% 94%)"/>${body}` +
    `<text x="50" y="94" font-family="sans-serif" font-size="10" text-anchor="middle" fill="#333">${id.slice(-6)}</text></svg>`
  );
}

/** Answers an image path; false when the path is not one (the caller goes on routing). */
export function serveSandboxImage(method: string, path: string, res: ServerResponse): boolean {
  const m = IMAGE_PATH.exec(path);
  if (!m || (method !== 'GET' && method !== 'HEAD')) return false;
  const body = Buffer.from(productSvg(m[1] as string, m[2] as string), 'utf8');
  res.writeHead(200, {
    'Content-Type': 'image/svg+xml',
    'Content-Length': body.length,
    'Cache-Control': 'public, max-age=86400',
    'X-Content-Type-Options': 'nosniff',
    // An SVG opened on its own runs nothing and loads nothing.
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    'Cross-Origin-Resource-Policy': 'cross-origin',
  });
  res.end(method === 'HEAD' ? undefined : body);
  return true;
}
