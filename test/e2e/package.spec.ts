// The packed app, as far as this machine can take it: electron-builder packs the real build into an asar
// (`--dir`, with a stand-in Electron distribution since the binary's host is out of reach here), with the update
// feed the release workflow gives it (this repository's GitHub releases), then the asar's main bundle and preload
// run under plain Node with a recording stand-in for `electron`.
// Runs in the Playwright stage because `npm run test:e2e` builds dist/ and dist-electron/ first.
import { expect, test } from '@playwright/test';
import { extractAll, listPackage, statFile } from '@electron/asar';
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { packWithStandIn } from '../fixtures/electron-stand-in/pack';
import { asarEntries, biggestParts, NOT_RUN, partOf } from '../support/asar-contents';
import { IPC_EVENT_NAMES, IPC_METHOD_NAMES, methodChannel } from '../../shared/ipc/names';

const ASAR_LIMIT_BYTES = 15 * 1024 * 1024;
// What the main process imports at run time (package.json `dependencies`); everything else is bundled by Vite.
// (The sheet readers and writers are not among them: the main process's scheduled syncs read and write sheets.)
const RENDERER_ONLY = ['react', 'react-dom', 'react-aria-components', '@tanstack/react-query', '@tanstack/react-table', '@tanstack/react-router', 'react-intl', 'read-excel-file', 'react-hook-form'];

const FEED = { OPSDESK_UPDATE_GITHUB: 'opsdesk/opsdesk' };

let work: string;
let asarPath: string;
let resources: string;
let appDir: string;

test.describe.configure({ mode: 'serial', timeout: 300_000 });

test.beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'opsdesk-pack-'));
  ({ asar: asarPath, resources } = await packWithStandIn(work, FEED));
  appDir = join(work, 'app');
  extractAll(asarPath, appDir);
  // As installed: app-update.yml beside the app, in the folder the stand-in gives as process.resourcesPath.
  if (existsSync(join(resources, 'app-update.yml'))) copyFileSync(join(resources, 'app-update.yml'), join(work, 'app-update.yml'));
  // `electron` is provided by the runtime, never packed: the stand-in takes its place for these runs.
  mkdirSync(join(appDir, 'node_modules', 'electron'), { recursive: true });
  copyFileSync('test/fixtures/electron-stand-in/index.cjs', join(appDir, 'node_modules', 'electron', 'index.js'));
  writeFileSync(join(appDir, 'node_modules', 'electron', 'package.json'), JSON.stringify({ name: 'electron', main: 'index.js' }));
});

test.afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

test('the asar holds the app and only what the main process imports, within 15 MB', () => {
  const size = statSync(asarPath).size;
  console.log(`app.asar: ${(size / 1024 / 1024).toFixed(2)} MB (limit 15 MB)`);
  expect(size).toBeLessThanOrEqual(ASAR_LIMIT_BYTES);
  const files = listPackage(asarPath, { isPack: false });
  expect(files).toContain('/dist-electron/main.js');
  expect(files).toContain('/dist-electron/preload.cjs');
  expect(files).toContain('/dist/renderer/index.html');
  expect(files.filter((f) => f.endsWith('.map'))).toEqual([]);
  expect(files.filter((f) => f.includes('grid-harness'))).toEqual([]);
  const packages = new Set(files.filter((f) => f.startsWith('/node_modules/')).map((f) => f.split('/').slice(2, f.split('/')[2]?.startsWith('@') ? 4 : 3).join('/')));
  for (const name of RENDERER_ONLY) expect(packages.has(name), `${name} is bundled by Vite and must not be packed`).toBe(false);
  const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> };
  for (const name of Object.keys(pkg.dependencies)) expect(packages.has(name), `${name} (a dependency) is packed`).toBe(true);
  expect(statFile(asarPath, 'dist-electron/main.js', false)).toBeTruthy();
});

test('the asar holds what runs: no TypeScript sources, typings or maps, and every packed dependency keeps its licence', () => {
  const entries = asarEntries(asarPath);
  const notRun = entries.filter((e) => NOT_RUN.test(e.path));
  expect(notRun.map((e) => e.path), 'TypeScript and maps in the asar').toEqual([]);
  for (const { part, size } of biggestParts(entries, 8)) console.log(`  ${(size / 1024).toFixed(0).padStart(6)} KB  ${part}`);
  // Leaving files out must not leave out what a dependency's licence asks to ship with it.
  const packed = new Set(entries.map((e) => partOf(e.path)).filter((p) => p.startsWith('node_modules/')));
  for (const dir of packed) {
    const licences = readdirSync(dir).filter((f) => /^licen[cs]e/i.test(f));
    for (const licence of licences) expect(entries.some((e) => e.path === `${dir}/${licence}`), `${dir}/${licence}`).toBe(true);
  }
});

test('the app carries its update feed: this repository\'s GitHub releases, as electron-updater reads it', () => {
  const feed = parse(readFileSync(join(resources, 'app-update.yml'), 'utf8')) as Record<string, unknown>;
  expect(feed).toMatchObject({ provider: 'github', owner: 'opsdesk', repo: 'opsdesk', updaterCacheDirName: 'opsdesk-updater' });
});

test('the packed main bundle starts: single instance, hardened window, app:// with its CSP, the contract handlers, its update feed read, no encryption told', () => {
  const userData = join(work, 'user-data');
  const recordFile = join(work, 'main-record.json');
  const run = spawnSync(process.execPath, [join(appDir, 'dist-electron', 'main.js')], {
    cwd: appDir,
    env: { ...process.env, STANDIN_RECORD: recordFile, STANDIN_USER_DATA: userData, STANDIN_APP_PATH: appDir, OPSDESK_CRASH_URL: '' },
    encoding: 'utf8',
    timeout: 120_000,
  });
  expect(run.status, run.stderr).toBe(0);
  const record = JSON.parse(readFileSync(recordFile, 'utf8')) as {
    singleInstanceLock: boolean;
    privilegedSchemes: Array<{ scheme: string; privileges: Record<string, boolean> }>;
    protocolHandlers: string[];
    ipcChannels: string[];
    appEvents: string[];
    windows: Array<{ webPreferences: Record<string, unknown> }>;
    loadedUrls: string[];
    permissionHandlers: string[];
    crashReporter: { uploadToServer: boolean } | null;
    responses: Record<string, { status: number; csp: string | null; type: string | null }>;
    updates: unknown;
    errors: string[];
  };
  expect(record.errors).toEqual([]);
  expect(record.singleInstanceLock).toBe(true);
  expect(record.appEvents).toEqual(expect.arrayContaining(['second-instance', 'web-contents-created', 'window-all-closed', 'before-quit']));
  expect(record.privilegedSchemes).toEqual([{ scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true } }]);
  expect(record.protocolHandlers).toEqual(['app']);
  expect([...record.ipcChannels].sort()).toEqual(IPC_METHOD_NAMES.map(methodChannel).sort());
  expect(record.permissionHandlers.sort()).toEqual(['check', 'device', 'request']);
  expect(record.crashReporter).toEqual({ uploadToServer: false });
  expect(record.windows).toHaveLength(1);
  expect(record.windows[0]?.webPreferences).toMatchObject({
    preload: join(appDir, 'dist-electron', 'preload.cjs'),
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    webviewTag: false,
    devTools: false,
  });
  expect(record.loadedUrls).toEqual(['app://opsdesk/index.html']);
  expect(record.responses.index).toMatchObject({ status: 200, type: expect.stringContaining('text/html') });
  const csp = record.responses.index?.csp ?? '';
  for (const rule of ["default-src 'none'", "script-src 'self'", "connect-src 'none'", "object-src 'none'", "frame-ancestors 'none'"]) expect(csp).toContain(rule);
  // Images: any https: address (a live vendor's pictures) and, over http, the running sandbox alone.
  expect(csp).toMatch(/img-src 'self' data: blob: https: http:\/\/127\.0\.0\.1:\d+;/);
  expect(record.responses.outside?.status).toBe(404);
  expect(record.responses.otherHost?.status).toBe(404);
  // Installed with the release's feed, electron-updater loads and reads it: checks are off only because the
  // sandbox is the one profile (a build without a feed would answer no-feed).
  expect(record.updates).toEqual({ ok: true, result: { state: { kind: 'off' }, check: null, checking: false } });
  // Without OS encryption the secrets are kept for the session only, and the log says so.
  const log = readFileSync(join(userData, 'logs', 'opsdesk.log'), 'utf8');
  expect(log).toContain('secrets are kept for this session only');
});

test('the packed preload exposes exactly the contract, frozen', () => {
  const recordFile = join(work, 'preload-record.json');
  const run = spawnSync(process.execPath, ['-e', `require(${JSON.stringify(join(appDir, 'dist-electron', 'preload.cjs'))})`], {
    cwd: appDir,
    env: { ...process.env, STANDIN_RECORD: recordFile, NODE_PATH: join(appDir, 'node_modules') },
    encoding: 'utf8',
  });
  expect(run.status, run.stderr).toBe(0);
  const { exposed } = JSON.parse(readFileSync(recordFile, 'utf8')) as { exposed: { key: string; host: string; methods: string[]; events: string[]; frozen: boolean } };
  expect(exposed.key).toBe('opsdesk');
  expect(exposed.host).toBe('electron');
  expect(exposed.frozen).toBe(true);
  expect(exposed.methods.sort()).toEqual([...IPC_METHOD_NAMES].sort());
  expect(exposed.events.sort()).toEqual([...IPC_EVENT_NAMES].sort());
});
