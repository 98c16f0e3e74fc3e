// The renderer is served from app://opsdesk/ in production, never from file:// (a file:// page could read
// any local file it can name). Only files below the renderer folder are reachable, each with a strict CSP.
import { readFile, stat } from 'node:fs/promises';
import { join, normalize, resolve, sep } from 'node:path';
import type { Protocol } from 'electron';
import { contentTypeOf } from '../mime';

export const APP_SCHEME = 'app';
export const APP_HOST = 'opsdesk';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;

/**
 * The renderer talks only through the preload's bridge: it needs no network, save images: any https: address
 * (a live vendor's product pictures) and the origins the app names (the running embedded sandbox serves its
 * own product images over http on loopback). Scripts and connections stay none but its own.
 */
export function electronCsp(imageOrigins: readonly string[] = []): string {
  const img = ["'self'", 'data:', 'blob:', 'https:', ...imageOrigins.filter((o) => /^https?:\/\/[^/\s;,']+$/.test(o))].join(' ');
  return ELECTRON_CSP.replace("img-src 'self' data: blob: https:", `img-src ${img}`);
}

export const ELECTRON_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self'",
  "connect-src 'none'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** Must run before the app is ready: app:// behaves like https (standard, secure) for the page. */
export function registerAppScheme(protocol: Pick<Protocol, 'registerSchemesAsPrivileged'>): void {
  protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } }]);
}

/** The file an app:// URL names inside `rendererDir`, or null when it points anywhere else. */
export function resolveAppFile(rendererDir: string, requestUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(requestUrl);
  } catch {
    return null;
  }
  if (url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST) return null;
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  const root = resolve(rendererDir);
  const file = normalize(join(root, path === '/' ? 'index.html' : path.replace(/^\/+/, '')));
  return file.startsWith(root + sep) ? file : null;
}

export function handleAppProtocol(protocol: Pick<Protocol, 'handle'>, rendererDir: string, imageOrigins: () => string[] = () => []): void {
  protocol.handle(APP_SCHEME, async (request) => {
    const file = resolveAppFile(rendererDir, request.url);
    const isFile = file !== null && (await stat(file).then((s) => s.isFile(), () => false));
    if (!file || !isFile) return new Response('not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
    return new Response(await readFile(file), {
      status: 200,
      headers: {
        'Content-Type': contentTypeOf(file),
        'Content-Security-Policy': electronCsp(imageOrigins()),
        'X-Content-Type-Options': 'nosniff',
      },
    });
  });
}
