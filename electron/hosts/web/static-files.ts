// Serves the built renderer. Only files below the renderer folder are reachable (no traversal, no listing).
import { readFile, stat } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { join, normalize, resolve, sep } from 'node:path';
import { contentTypeOf } from '../mime';

/**
 * The CSP the renderer runs under. Images may come from the host itself, data: URLs, any https: address (a
 * live vendor's product pictures sit on its image host, which no list names) and the origins the app names
 * (the running embedded sandbox, whose product images are its own, over http on loopback). Scripts,
 * styles and connections stay the host's own: an image cannot run code, and what it can tell its host (the
 * user's address, when it was shown) is what the vendor's image host learns from any browser that shows it.
 * The HTML's meta tag allows any loopback port for images (it cannot know the port); this header narrows
 * that to the one sandbox (docs/security.md, "Images").
 */
export function rendererCsp(imageOrigins: readonly string[] = []): string {
  const img = ["'self'", 'data:', 'https:', ...imageOrigins.filter((o) => /^https?:\/\/[^/\s;,']+$/.test(o))].join(' ');
  return `default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src ${img}; connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'`;
}
export const RENDERER_CSP = rendererCsp();

export async function serveStatic(rendererDir: string, urlPath: string, res: ServerResponse, csp: string = RENDERER_CSP): Promise<boolean> {
  const root = resolve(rendererDir);
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0] ?? '/');
  } catch {
    return false;
  }
  const relative = decoded === '/' ? 'index.html' : decoded.replace(/^\/+/, '');
  const file = normalize(join(root, relative));
  if (file !== root && !file.startsWith(root + sep)) return false;
  try {
    const info = await stat(file);
    if (!info.isFile()) return false;
    const body = await readFile(file);
    res.writeHead(200, {
      'Content-Type': contentTypeOf(file),
      'Content-Length': body.length,
      'Content-Security-Policy': csp,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-cache',
    });
    res.end(body);
    return true;
  } catch {
    return false;
  }
}
