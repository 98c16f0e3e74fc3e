// Sending a 100,000-row videox stock grid from the Stock screen, as a user does it, in headless Chromium against
// the browser host serving the built renderer (built first when missing) with its embedded sandbox (seed 42), the
// host in a process of its own (grid-send-host-child.ts) as a user's Opsdesk runs. A generated CSV of 100,000
// distinct MSKU ids is imported through the mapping step into the seeded videox store's grid, then "Send 100,000
// rows" and the confirmation's Send. The ids are not the store's, so the sandbox refuses them one by one ("msku_id
// not found in the store"): the figures are about the send, not its outcomes.
// - Confirm → first request: from the pointer going down on the confirmation's Send (the page's own event time)
//   to the sandbox's back office taking the first videoxStock request (its own wall clock, the same machine's).
// - The longest main-thread task (Chromium's `longtask` entries, the observer installed before that press) from
//   the press until WATCH_CHUNKS chunks of 200 are answered and the screen has the start's answer (its progress
//   shows), or WATCH_MS; a task begun in that window counts whole.
// - The draft the main process stores for the screen (its file in the host's data folder, the text after the
//   header line): its size once the unsent grid is saved, and the largest seen after Send until the job ends. The
//   draft holds what was typed and the job's id, never a copy of what was sent, so it should barely grow.
// - The job's end-to-end time when it finishes within JOB_LIMIT_MS; otherwise "Cancel sending", and it is said.
// Median of RUNS runs (fewer when the machine is so loaded that they pass BUDGET_MS), each on a fresh host and data
// folder: a second send of the same rows to the same ledger would be a retry, not this send.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, watch, type Stats } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM } from '../../playwright.config';
import { BackOffice } from '../../electron/sandbox/backoffice';
import { bundleChild } from './bundle-child';
import { closeHost, hostCaller } from './host-process';
import type { BenchFigure } from './figure';

const ROWS = 100_000;
const CHUNK = 200;
const WATCH_CHUNKS = 5;
const WATCH_MS = 10_000;
/** How long the job may run before it is cancelled (the whole bench stays within ~3 minutes at load). */
const JOB_LIMIT_MS = 45_000;
const RUNS = 3;
/** No further run is begun past this (a loaded machine): the figures say how many runs they come from. */
const BUDGET_MS = 120_000;
const FIRST_GOAL_MS = 2000;
const TASK_GOAL_MS = 100;
const DRAFT_GOAL_PCT = 1;
const DRAFT_NAME = 'videox-stock';
const rowsText = ROWS.toLocaleString('en');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The seeded sandbox's first videox store, as the embedded sandbox (seed 42) holds it. */
function videoxStore(): string {
  const stores = new BackOffice({ seed: 42 }).inspect('stores') as Array<{ id: string; kind: string }>;
  const store = stores.find((s) => s.kind === 'videox');
  if (!store) throw new Error('the seeded sandbox has no videox store');
  return store.id;
}

function csv(): string {
  const lines = ['MSKU id,Warehouse id,Quantity'];
  for (let i = 0; i < ROWS; i++) lines.push(`BENCH-${String(i + 1).padStart(6, '0')},,${(i * 7) % 1000}`);
  return `${lines.join('\r\n')}\r\n`;
}

/** The host in its own process: its address, IPC calls, and the sandbox's videoxStock requests as they come. */
interface Host {
  appUrl: string;
  dataDir: string;
  call<T>(method: string, input: unknown): Promise<T>;
  /** Wall-clock times of the videoxStock requests the sandbox took, in order. */
  requests: number[];
  close(): Promise<void>;
}

async function startHost(script: string): Promise<Host> {
  // OPSDESK_BENCH_NODE_FLAGS (e.g. `--cpu-prof`) goes to the host's node: where its time goes.
  const flags = (process.env.OPSDESK_BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean);
  const proc: ChildProcess = spawn(process.execPath, [...flags, script, join(process.cwd(), 'dist', 'renderer')], { stdio: ['pipe', 'pipe', 'inherit'], cwd: process.cwd() });
  const requests: number[] = [];
  const ready = new Promise<{ url: string; appUrl: string; token: string; dataDir: string }>((resolve, reject) => {
    proc.once('exit', (code) => reject(new Error(`the browser host exited with ${String(code)}`)));
    createInterface({ input: proc.stdout! }).on('line', (line) => {
      const msg = JSON.parse(line) as { request?: number; at?: number; mono?: number; url?: string };
      if (msg.request !== undefined) {
        requests.push(msg.at!);
        if (msg.request === 1 && process.env.OPSDESK_BENCH_VERBOSE) process.stdout.write(`first videoxStock request: ${line}\n`);
      } else resolve(msg as { url: string; appUrl: string; token: string; dataDir: string });
    });
  });
  const info = await ready;
  return {
    appUrl: info.appUrl,
    dataDir: info.dataDir,
    requests,
    call: hostCaller(info.url, info.token),
    close: () => closeHost(proc),
  };
}

/** The draft file the main process keeps for the screen: named by a hash of the draft's name, in the profile's folder. */
async function findDraftFile(dir: string): Promise<string | null> {
  const want = `draft-${createHash('sha256').update(DRAFT_NAME, 'utf8').digest('hex').slice(0, 40)}.json`;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && entry.name === want) return join(entry.parentPath, entry.name);
  }
  return null;
}

/** The draft's text as stored (the file is a header line, then the content's JSON text as the screen wrote it). */
async function draftText(file: string): Promise<string> {
  const raw = await readFile(file, 'utf8');
  return raw.slice(raw.indexOf('\n') + 1);
}

/**
 * Keeps the largest draft text stored from now on: read at every change of the draft's folder (a save writes a temporary file
 * and renames it over the draft, so each one is whole) and every 100 ms besides.
 */
async function watchDraft(file: string): Promise<{ largest(): number; saves(): number; stop(): Promise<void> }> {
  const stampOf = (s: Stats | null) => (s ? `${s.mtimeMs}:${s.size}:${s.ino}` : '');
  let largest = 0;
  let saves = 0;
  // The draft as it is now (the unsent grid's) is not one of the saves after Send.
  let lastStamp = stampOf(await stat(file).catch(() => null));
  let running = true;
  let wake: (() => void) | null = null;
  const folder = watch(dirname(file), () => wake?.());
  const loop = (async () => {
    while (running) {
      const s = await stat(file).catch(() => null);
      const stamp = stampOf(s);
      if (s && stamp !== lastStamp) {
        lastStamp = stamp;
        const text = await draftText(file).catch(() => null);
        if (text !== null) {
          saves++;
          largest = Math.max(largest, text.length);
        }
      }
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, 100);
      });
    }
  })();
  return {
    largest: () => largest,
    saves: () => saves,
    stop: async () => {
      running = false;
      folder.close();
      await loop;
    },
  };
}

async function waitFor<T>(what: string, ms: number, probe: () => Promise<T | null | undefined> | T | null | undefined, every = 100): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v !== null && v !== undefined) return v;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await sleep(every);
  }
}

interface InPage {
  pressedAt: number;
  progressAt: number;
  longTasks: Array<{ start: number; duration: number }>;
  resources: Array<{ name: string; start: number; end: number }>;
  takeTasks(): void;
}

// Installed before the press (a string: tsx would name the functions of a callback through a helper the page
// lacks): the long-task observer, the press's own time, the IPC calls' resource timings, all on the wall clock.
const INSTRUMENT = `(() => {
  const w = window;
  w.benchSend = { pressedAt: NaN, progressAt: NaN, longTasks: [], resources: [] };
  // When the screen first shows the job's progress (in the task that renders it).
  const shown = new MutationObserver(() => {
    if (document.querySelector('[data-testid="send-progress"]')) { w.benchSend.progressAt = Date.now(); shown.disconnect(); }
  });
  shown.observe(document.body, { childList: true, subtree: true });
  performance.setResourceTimingBufferSize(100000);
  performance.clearResourceTimings();
  const noteTasks = (entries) => {
    for (const e of entries) w.benchSend.longTasks.push({ start: performance.timeOrigin + e.startTime, duration: e.duration });
  };
  const tasks = new PerformanceObserver((list) => noteTasks(list.getEntries()));
  tasks.observe({ type: 'longtask', buffered: false });
  // Entries of a task that just ended are delivered a moment later: taken when read, too.
  w.benchSend.takeTasks = () => noteTasks(tasks.takeRecords());
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const at = e.name.indexOf('/ipc/');
      if (at >= 0) w.benchSend.resources.push({ name: e.name.slice(at + 5), start: performance.timeOrigin + e.startTime, end: performance.timeOrigin + e.responseEnd });
    }
  }).observe({ type: 'resource', buffered: false });
  const dialog = document.querySelector('[role="alertdialog"]');
  const button = Array.from(dialog.querySelectorAll('button')).find((b) => /^Send /.test(b.textContent || ''));
  button.addEventListener('pointerdown', (e) => { w.benchSend.pressedAt = performance.timeOrigin + e.timeStamp; }, { capture: true, once: true });
})()`;
const READ = `(async () => {
  await new Promise((r) => setTimeout(r, 100));
  const s = window.benchSend;
  s.takeTasks();
  return { pressedAt: s.pressedAt, progressAt: s.progressAt, longTasks: s.longTasks, resources: s.resources };
})()`;

interface Run {
  importMs: number;
  firstMs: number;
  /** jobs.start's fetch: begun and answered, after the press (resource timing). */
  startAskedMs: number;
  startAnsweredMs: number;
  /** The draft save that records the start before it is asked: begun and answered, after the press. */
  recordSavedMs: number;
  /** The screen first shows the job's progress (NaN: not within the window). */
  progressMs: number;
  watchedMs: number;
  chunksInWindow: number;
  longest: number;
  longTasks: Array<{ start: number; duration: number }>;
  unsent: number;
  sent: number;
  draftSaves: number;
  jobMs: number | null;
  jobState: string;
  chunks: number;
}

async function runOnce(host: Host, page: Page, store: string, file: string): Promise<Run> {
  await page.goto(host.appUrl);
  await page.getByRole('navigation').getByRole('link', { name: 'Stock', exact: true }).click();
  await page.getByLabel('Store id').fill(store);
  const t0 = Date.now();
  await page.getByTestId('sheet-file').setInputFiles(file);
  await page.getByTestId('import-mapping').getByRole('button', { name: /^Import / }).click();
  const sendButton = page.getByRole('button', { name: `Send ${rowsText} rows`, exact: true });
  await sendButton.waitFor({ timeout: 120_000 });
  // Enabled once every row is validated and the ledger has answered for all of them.
  await page.waitForFunction(() => !(document.querySelector('.bulk-actions button') as HTMLButtonElement | null)?.disabled, null, { timeout: 120_000, polling: 100 });
  const importMs = Date.now() - t0;

  // The unsent grid, once saved: the status says idle and the stored draft holds every row and the store.
  await page.locator('[data-testid="draft-status"][data-state="idle"]').waitFor({ timeout: 120_000 });
  const draftFile = await waitFor('the draft file', 60_000, () => findDraftFile(host.dataDir), 250);
  const unsent = await waitFor(
    'the unsent draft saved whole',
    60_000,
    async () => {
      const text = await draftText(draftFile);
      const d = JSON.parse(text) as { rows?: unknown[]; extra?: { store_id?: string } };
      return d.rows?.length === ROWS && d.extra?.store_id === store ? text.length : null;
    },
    250,
  );

  await sendButton.click();
  const confirmSend = page.locator('[role="alertdialog"]').getByRole('button', { name: `Send ${rowsText} rows`, exact: true });
  await confirmSend.waitFor();
  await page.evaluate(INSTRUMENT);
  const watcher = await watchDraft(draftFile);
  const before = host.requests.length;
  // OPSDESK_BENCH_PAGE_PROFILE=<folder>: the page's CPU profile over the watched window, where its long tasks go.
  const profileDir = process.env.OPSDESK_BENCH_PAGE_PROFILE;
  const cdp = profileDir ? await page.context().newCDPSession(page) : null;
  if (cdp) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
    await cdp.send('Profiler.start');
  }
  const clickedAt = Date.now();
  await confirmSend.click();

  // The long tasks' window: WATCH_CHUNKS answered (the next request taken) and the screen showing the job, or WATCH_MS.
  const watchEnd = clickedAt + WATCH_MS;
  const shown = async () => (await page.evaluate('!Number.isNaN(window.benchSend.progressAt)')) as boolean;
  while ((host.requests.length - before <= WATCH_CHUNKS || !(await shown())) && Date.now() < watchEnd) await sleep(50);
  const watchedUntil = Math.min(Date.now(), watchEnd);
  // Read in the page, so after any task running now has ended: a task begun in the window counts whole.
  const seen = (await page.evaluate(READ)) as Pick<InPage, 'pressedAt' | 'progressAt' | 'longTasks' | 'resources'>;
  if (cdp && profileDir) {
    const { profile } = await cdp.send('Profiler.stop');
    await writeFile(join(profileDir, `grid-send-page-${Date.now()}.cpuprofile`), JSON.stringify(profile));
    await cdp.detach();
  }
  const pressedAt = seen.pressedAt;
  const first = await waitFor('the first videoxStock request', 120_000, () => host.requests[before], 20);
  const longTasks = seen.longTasks.filter((t) => t.start <= watchedUntil);
  const chunksInWindow = host.requests.slice(before).filter((at) => at <= watchedUntil).length;
  const startCall = seen.resources.find((r) => r.name === 'jobs.start');
  const recordSave = seen.resources.filter((r) => r.name === 'drafts.save' && (!startCall || r.start < startCall.start)).at(-1);

  // The job to its end, or cancelled at JOB_LIMIT_MS.
  const { jobs } = await host.call<{ jobs: Array<{ jobId: string; state: string }> }>('jobs.list', {});
  const job = jobs.find((j) => j.state === 'running' || j.state === 'cancelling') ?? jobs[0];
  if (!job) throw new Error('no job was started');
  let jobMs: number | null = null;
  let state = job.state;
  let cancelled = false;
  for (;;) {
    const got = await host.call<{ job: { state: string; finishedAt: string | null } }>('jobs.get', { jobId: job.jobId, limit: 1 });
    state = got.job.state;
    if (state !== 'running' && state !== 'cancelling') {
      if (state === 'finished' && got.job.finishedAt) jobMs = Date.parse(got.job.finishedAt) - pressedAt;
      break;
    }
    if (!cancelled && Date.now() > pressedAt + JOB_LIMIT_MS) {
      cancelled = true;
      await page.getByRole('button', { name: 'Cancel sending' }).click();
    }
    await sleep(500);
  }
  // The screen's saves after the job's end (its record, the outcome) land within a moment.
  await page.locator('[data-testid="draft-status"][data-state="idle"]').waitFor({ timeout: 60_000 });
  await sleep(1500);
  await watcher.stop();
  return {
    importMs,
    firstMs: first - pressedAt,
    startAskedMs: startCall ? startCall.start - pressedAt : Number.NaN,
    startAnsweredMs: startCall ? startCall.end - pressedAt : Number.NaN,
    recordSavedMs: recordSave ? recordSave.end - pressedAt : Number.NaN,
    progressMs: seen.progressAt - pressedAt,
    watchedMs: watchedUntil - pressedAt,
    chunksInWindow,
    longest: Math.max(0, ...longTasks.map((t) => t.duration)),
    longTasks: longTasks.map((t) => ({ start: t.start - pressedAt, duration: t.duration })),
    unsent,
    sent: watcher.largest(),
    draftSaves: watcher.saves(),
    jobMs,
    jobState: state,
    chunks: host.requests.length - before,
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
const ms = (n: number) => `${Math.round(n)} ms`;

export default async function bench(): Promise<BenchFigure[]> {
  // Each bench builds what it needs, so `npm run bench` runs on a fresh clone in any order.
  if (!existsSync(join(process.cwd(), 'dist', 'renderer', 'index.html'))) execFileSync('npm', ['run', 'build:renderer'], { stdio: 'inherit' });
  const store = videoxStore();
  const dir = await mkdtemp(join(tmpdir(), 'opsdesk-grid-send-bench-'));
  const file = join(dir, `videox-${ROWS}.csv`);
  await writeFile(file, csv());
  const script = await bundleChild(dir, 'grid-send-host-child');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
  const runs: Run[] = [];
  try {
    const began = Date.now();
    while (runs.length < RUNS && (runs.length === 0 || Date.now() - began < BUDGET_MS)) {
      const host = await startHost(script);
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      try {
        await page.addInitScript('window.__name = (f) => f;');
        const run = await runOnce(host, page, store, file);
        if (process.env.OPSDESK_BENCH_VERBOSE) process.stdout.write(`${JSON.stringify(run)}\n`);
        runs.push(run);
      } finally {
        await page.close();
        await host.close();
      }
    }
  } finally {
    await browser.close();
    await rm(dir, { recursive: true, force: true });
  }
  const of = `median of ${runs.length}`;
  const list = (f: (r: Run) => number) => runs.map((r) => Math.round(f(r))).join(' / ');
  const firstMs = median(runs.map((r) => r.firstMs));
  // The stages of the run whose first request is the median.
  const mid = runs.find((r) => r.firstMs === firstMs) as Run;
  const longest = median(runs.map((r) => r.longest));
  const taskRun = runs.find((r) => r.longest === longest) as Run;
  const top = [...taskRun.longTasks].sort((a, b) => b.duration - a.duration).slice(0, 3);
  const overOf = (r: Run) => (r.sent / r.unsent - 1) * 100;
  // The largest of the runs: the goal is about the largest draft ever stored.
  const over = Math.max(...runs.map(overOf));
  const draftRun = runs.find((r) => overOf(r) === over) as Run;
  const finished = runs.filter((r) => r.jobMs !== null);
  return [
    {
      name: `grid send, ${rowsText} videox rows: confirm → first videoxStock request taken by the sandbox, ${of} (runs ${list((r) => r.firstMs)} ms; that run: start recorded in the draft by ${ms(mid.recordSavedMs)}, jobs.start asked at ${ms(mid.startAskedMs)}, answered at ${ms(mid.startAnsweredMs)}; imports took ${list((r) => r.importMs)} ms)`,
      value: Math.round(firstMs),
      unit: 'ms',
      goal: `≤ ${FIRST_GOAL_MS} ms`,
      ok: firstMs <= FIRST_GOAL_MS,
    },
    {
      name: `grid send: longest main-thread task from the confirm until ${WATCH_CHUNKS} chunks are answered and the job's progress shows (or ${WATCH_MS / 1000} s), ${of} (runs ${list((r) => r.longest)} ms over ${list((r) => r.watchedMs)} ms; that run: ${taskRun.longTasks.length} long tasks, the longest at ${top.map((t) => `+${ms(t.start)}: ${ms(t.duration)}`).join(', ') || 'none'}; progress on screen at ${runs.map((r) => (Number.isNaN(r.progressMs) ? 'not yet' : ms(r.progressMs))).join(' / ')})`,
      value: Math.round(longest),
      unit: 'ms',
      goal: `≤ ${TASK_GOAL_MS} ms`,
      ok: longest <= TASK_GOAL_MS,
    },
    {
      name: `grid send: largest draft stored after Send over the unsent grid's, largest of ${runs.length} runs (${draftRun.sent.toLocaleString('en')} vs ${draftRun.unsent.toLocaleString('en')} chars, ${draftRun.draftSaves} saves seen after Send)`,
      value: Math.round(over * 1000) / 1000,
      unit: '% over',
      goal: `≤ +${DRAFT_GOAL_PCT} %`,
      // A Send always saves its record: no save seen would be a blind watch, not a small draft.
      ok: runs.every((r) => r.draftSaves > 0) && over <= DRAFT_GOAL_PCT,
    },
    finished.length === runs.length
      ? { name: `grid send: the job end to end, confirm → finished (${runs[0]!.chunks} requests of ≤ ${CHUNK} rows), ${of} (runs ${list((r) => r.jobMs!)} ms)`, value: Math.round(median(finished.map((r) => r.jobMs!))), unit: 'ms', goal: 'reported', ok: true }
      : {
          name: `grid send: ${runs.length - finished.length} of ${runs.length} jobs did not finish within ${JOB_LIMIT_MS / 1000} s and were cancelled ("Cancel sending"; rows sent by then: ${list((r) => r.chunks * CHUNK)}; finished ones: ${finished.map((r) => ms(r.jobMs!)).join(', ') || 'none'})`,
          value: Math.round(median(runs.map((r) => r.chunks * CHUNK))),
          unit: 'rows sent',
          goal: 'reported',
          ok: true,
        },
  ];
}
