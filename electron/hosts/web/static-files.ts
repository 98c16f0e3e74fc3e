// Serves the built renderer. Only files below the renderer folder are reachable (no traversal, no listing).
import { readFile, stat } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { join, normalize, resolve, sep } from 'node:path';
import { contentTypeOf } from '../mime';

/** The CSP the renderer runs under in both hosts; the HTML carries the same policy as a meta tag. */
export const RENDERER_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'";

export async function serveStatic(rendererDir: string, urlPath: string, res: ServerResponse): Promise<boolean> {
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
      'Content-Security-Policy': RENDERER_CSP,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-cache',
    });
    res.end(body);
    return true;
  } catch {
    return false;
  }
}
