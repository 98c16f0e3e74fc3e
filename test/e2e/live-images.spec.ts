// A live profile's product pictures sit on the vendor's image host, an origin no list names. The rule
// (docs/security.md, "Images"): any https: image shows; plain-http images from anywhere but the embedded
// sandbox do not, and nothing from that host may run as a script or be fetched by the page. A second local
// origin over TLS (a throw-away self-signed certificate) stands in for the vendor's image host.
import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpsServer, type Server as HttpsServer } from 'node:https';
import { createServer as createHttpServer, type IncomingMessage, type Server as HttpServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandbox, type SandboxHandle } from '../../electron/sandbox';
import { hostPerFile } from './host-per-file';
import { watchErrors } from './support';

const e2e = hostPerFile();
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48"><rect width="48" height="48" fill="#3a7"/></svg>';

let imageHost: HttpsServer;
let plainHost: HttpServer;
let vendor: SandboxHandle;
let certDir: string;
const hits: string[] = [];

function listen(server: HttpsServer | HttpServer): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

test.beforeAll(async () => {
  certDir = mkdtempSync(join(tmpdir(), 'opsdesk-img-cert-'));
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', join(certDir, 'key.pem'), '-out', join(certDir, 'cert.pem'), '-days', '1', '-subj', '/CN=127.0.0.1'], { stdio: 'ignore' });
  const serve = (scheme: string) => (req: IncomingMessage, res: ServerResponse) => {
    hits.push(`${scheme} ${req.url ?? ''}`);
    if ((req.url ?? '').includes('/script')) res.writeHead(200, { 'Content-Type': 'text/javascript' }).end('window.__fromImageHost = true;');
    else res.writeHead(200, { 'Content-Type': 'image/svg+xml', 'Access-Control-Allow-Origin': '*' }).end(SVG);
  };
  imageHost = createHttpsServer({ key: readFileSync(join(certDir, 'key.pem')), cert: readFileSync(join(certDir, 'cert.pem')) }, serve('https'));
  plainHost = createHttpServer(serve('http'));
  const imagePort = await listen(imageHost);
  await listen(plainHost);
  // The vendor itself, on its own port: its goods lines name pictures on the image host.
  vendor = await startSandbox({ port: 0, seed: 42, imageOrigin: `https://127.0.0.1:${imagePort}` });
  const profile = await e2e.call<{ id: string }>('profiles.create', { kind: 'live', name: 'Live (images)', baseUrl: vendor.baseUrl, appId: vendor.credentials.appId });
  await e2e.call('profiles.setSecret', { id: profile.id, secret: vendor.credentials.appSecret });
  await e2e.call('profiles.switch', { id: profile.id });
});

test.afterAll(async () => {
  await vendor?.stop();
  imageHost?.close();
  plainHost?.close();
  if (certDir) rmSync(certDir, { recursive: true, force: true });
});

test('a live profile shows the vendor image host’s https pictures; http pictures and its scripts stay out', async ({ browser }) => {
  const context = await browser.newContext({ ignoreHTTPSErrors: true, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors = watchErrors(page);
  const code = 'FH24070200605';
  await page.goto(e2e.host.appUrl);
  await page.getByRole('navigation').first().waitFor();
  await page.evaluate((c) => (window.location.hash = `#/shipping-lists?code=${c}`), code);
  const detail = page.locator(`article[data-detail-code="${code}"]`);
  await expect(detail).toBeVisible({ timeout: 30_000 });
  const thumb = detail.locator('img.thumb').first();
  await expect(thumb).toBeVisible({ timeout: 30_000 });
  expect(await thumb.getAttribute('src')).toMatch(/^https:\/\/127\.0\.0\.1:\d+\/__sandbox\/images\/goods\/\d+\.svg$/);
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 30_000 }).toBe(48);
  expect(hits.some((h) => h.startsWith('https /__sandbox/images/goods/'))).toBe(true);

  // The same picture over plain http from another loopback origin is refused by the policy, as are a script
  // and a fetch from the image host itself.
  const imagePort = (imageHost.address() as AddressInfo).port;
  const plainPort = (plainHost.address() as AddressInfo).port;
  const refused = await page.evaluate(
    async ({ imagePort: ip, plainPort: pp }) => {
      const img = (src: string) =>
        new Promise<boolean>((resolve) => {
          const i = new Image();
          i.onload = () => resolve(true);
          i.onerror = () => resolve(false);
          i.src = src;
        });
      const script = () =>
        new Promise<boolean>((resolve) => {
          const s = document.createElement('script');
          s.src = `https://127.0.0.1:${ip}/script.js`;
          s.onload = () => resolve(true);
          s.onerror = () => resolve(false);
          document.head.append(s);
        });
      const fetched = await fetch(`https://127.0.0.1:${ip}/__sandbox/images/goods/1.svg`).then(
        () => true,
        () => false,
      );
      return { https: await img(`https://127.0.0.1:${ip}/__sandbox/images/goods/2.svg`), http: await img(`http://127.0.0.1:${pp}/x.svg`), script: await script(), fetched };
    },
    { imagePort, plainPort },
  );
  expect(refused).toEqual({ https: true, http: false, script: false, fetched: false });
  expect(hits.filter((h) => h.startsWith('http ') || h.includes('/script'))).toEqual([]);
  // The refusals above are the policy's own console reports; nothing else went wrong on the page.
  expect(errors.filter((e) => !/Content Security Policy|Failed to fetch|ERR_BLOCKED/i.test(e))).toEqual([]);
  await context.close();
});
