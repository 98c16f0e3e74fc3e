// The sandbox's own product images: the seeded goodsUrl/imgUrl point at the running sandbox, which answers
// them with an SVG even with the admin API off (as Opsdesk embeds it); anything else there is not an image.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type SandboxHandle } from '../../../electron/sandbox';
import { rendererCsp } from '../../../electron/hosts/web/static-files';

let sandbox: SandboxHandle;
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, admin: false });
});
afterAll(async () => {
  await sandbox.stop();
});

describe('sandbox product images', () => {
  it('points seeded goods lines, head-leg lines and listings at its own address', () => {
    const lists = sandbox.inspect('shippingLists') as Array<{ goodsExtDetails: Array<{ goodsUrl: string }>; firstLetListResponseList: Array<{ goodsUrl: string }> | null }>;
    const urls = lists.flatMap((l) => [...l.goodsExtDetails, ...(l.firstLetListResponseList ?? [])].map((g) => g.goodsUrl));
    expect(urls.length).toBeGreaterThan(40);
    for (const u of urls) expect(u).toMatch(new RegExp(`^${sandbox.baseUrl}/__sandbox/images/goods/\\d+\\.svg$`));
    const listings = sandbox.inspect('listings') as Array<{ imgUrl?: string; fields?: { imgUrl: string } }>;
    const first = listings[0];
    expect(first?.imgUrl ?? first?.fields?.imgUrl).toMatch(new RegExp(`^${sandbox.baseUrl}/__sandbox/images/chatx/\\d+\\.svg$`));
  });

  it('serves an SVG for an image path, the same picture every time, and nothing for other paths', async () => {
    const lists = sandbox.inspect('shippingLists') as Array<{ goodsExtDetails: Array<{ goodsUrl: string }> }>;
    const url = lists[0]?.goodsExtDetails[0]?.goodsUrl ?? '';
    const a = await fetch(url);
    expect(a.status).toBe(200);
    expect(a.headers.get('content-type')).toBe('image/svg+xml');
    const body = await a.text();
    expect(body).toMatch(/^<svg /);
    expect(await (await fetch(url)).text()).toBe(body);
    expect((await fetch(`${sandbox.baseUrl}/__sandbox/images/goods/../../state`)).headers.get('content-type')).not.toBe('image/svg+xml');
    expect((await fetch(`${sandbox.baseUrl}/__sandbox/images/goods/12.png`)).headers.get('content-type')).not.toBe('image/svg+xml');
  });
});

describe('the renderer CSP', () => {
  it('lets images come over https from anywhere, over http from the named origin only, and refuses anything that is not an origin', () => {
    expect(rendererCsp([sandbox.baseUrl])).toContain(`img-src 'self' data: https: ${sandbox.baseUrl};`);
    expect(rendererCsp(["http://x; script-src 'unsafe-inline'"])).toContain("img-src 'self' data: https:;");
    expect(rendererCsp()).toContain("img-src 'self' data: https:;");
    // Scripts and connections stay the host's own.
    expect(rendererCsp([sandbox.baseUrl])).toContain("script-src 'self';");
    expect(rendererCsp([sandbox.baseUrl])).toContain("connect-src 'self';");
  });
});
