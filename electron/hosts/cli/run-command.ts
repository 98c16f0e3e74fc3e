// `opsdesk run`: a file's changed rows sent as one job, through the sync core (electron/core/sync/), in this
// process or handed to the host holding the data folder. What it prints goes to stdout (rows, results) and
// stderr (progress, problems); what happened is its exit code.
import { basename, resolve } from 'node:path';
import type { JobSummary } from '../../../shared/ipc';
import { heldText, planSync, readSyncFile, readSyncMapping, startSync, SyncCallError, SyncError, syncOutcome, waitForSync, writeSyncResults, type SyncCaller, type SyncPlan } from '../../core/sync';
import { DataDirError } from '../../core/app';
import { issueText } from '../../../shared/catalogue/issue-texts';
import { parseRunArgs, type RunOptions } from './args';
import { cliText, usage, type CliLocale, type CliMessageId } from './messages';
import { FolderHeldError, openRunSession, type RunSession } from './session';

/** The exit codes, documented in `opsdesk run --help`, the README and the user guides. */
export const EXIT = { ok: 0, error: 1, badArgs: 2, refused: 3, failed: 4, unknown: 5, notSent: 6 } as const;
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

export interface RunIo {
  readonly env: Readonly<Record<string, string | undefined>>;
  /** A line of results (rows, files). */
  out(line: string): void;
  /** A line of progress or a problem. */
  err(line: string): void;
  /** Progress drawn in place (a terminal): the bar's text, or null to end it. */
  readonly bar?: ((text: string | null) => void) | null;
  readonly version?: string;
  /** Ctrl+C: the run cancels its job (a chunk in flight finishes and is recorded). */
  readonly interrupt?: (onInterrupt: () => void) => () => void;
}

const valuesText = (input: Readonly<Record<string, string>>) =>
  Object.entries(input)
    .map(([k, v]) => `${k}=${v}`)
    .join(', ');

/** The worst of what the plan held back and what the job did. Unknown first, then failures, then rows not sent. */
function exitOf(plan: SyncPlan, job: JobSummary | null): ExitCode {
  const outcome = job ? syncOutcome(job) : 'succeeded';
  if (outcome === 'unknown' || plan.held.some((h) => h.held.why === 'unknown')) return EXIT.unknown;
  if (outcome === 'failed' || plan.invalid.length > 0) return EXIT.failed;
  if (outcome === 'notSent' || plan.held.some((h) => h.held.why === 'inFlight')) return EXIT.notSent;
  return EXIT.ok;
}

export async function runCommand(argv: readonly string[], io: RunIo): Promise<ExitCode> {
  const args = parseRunArgs(argv, io.env);
  if (args.kind === 'help') {
    io.out(usage(args.locale));
    return EXIT.ok;
  }
  if (args.kind === 'error') {
    io.err(`opsdesk: ${args.message}`);
    return EXIT.badArgs;
  }
  const o = args.options;
  const t = (id: CliMessageId, values: Record<string, string | number> = {}) => cliText(id, o.locale, values);
  let session: RunSession | null = null;
  try {
    const file = resolve(o.file);
    const mapping = o.mapping ? await readSyncMapping(resolve(o.mapping), o.operation) : undefined;
    const source = await readSyncFile(file, o.operation, { ...(mapping ? { mapping } : {}), ...(o.sheet ? { sheet: o.sheet } : {}), locale: o.locale });
    io.err(
      t('run.read', {
        file: basename(file),
        sheet: source.sheet,
        headerRow: source.headerRow,
        rows: source.rows.length,
        columns: source.columns.flatMap((c) => (c.field ? [`${c.header} → ${c.field}`] : [])).join(', '),
      }),
    );
    const dataDir = resolve(o.dataDir);
    session = await openRunSession(dataDir, io.env, io.version ?? '0.0.0');
    if (session.handedTo) io.err(t('run.handOff', { pid: session.handedTo.pid }));
    const refusal = await chooseProfile(session, o, dataDir);
    if (refusal) {
      io.err(`opsdesk: ${t('run.refused', { reason: refusal })}`);
      return EXIT.refused;
    }
    const call: SyncCaller = session.call;
    const plan = await planSync(call, o.operation, o.set, source.rows);
    reportPlan(plan, o.locale, io);
    if (o.dryRun) {
      for (const r of plan.send) io.out(t('run.sendRow', { row: r.sheetRow, values: valuesText(r.input) }));
      io.err(t('run.dryRun'));
      return EXIT.ok;
    }
    if (plan.send.length === 0) {
      io.err(t('run.nothing'));
      return exitOf(plan, null);
    }
    const label = o.label ?? t('label.default', { file: basename(file) });
    let started: JobSummary;
    try {
      started = await startSync(call, plan, label);
    } catch (err) {
      if (err instanceof SyncCallError) {
        const reason =
          err.code === 'ALREADY_SENT'
            ? t('run.alreadySent', { count: String(err.details.count ?? '?'), items: JSON.stringify((err.details.items as unknown[] | undefined)?.slice(0, 3) ?? []) })
            : `${err.code}: ${err.message}`;
        io.err(`opsdesk: ${t('run.refused', { reason })}`);
        return EXIT.refused;
      }
      throw err;
    }
    io.err(t('run.started', { jobId: started.jobId, label, rows: started.total }));
    const anyCall = session.call;
    const stopInterrupt = io.interrupt?.(() => void anyCall('jobs.cancel', { jobId: started.jobId }).catch(() => undefined)) ?? (() => undefined);
    let lastLine = 0;
    let lastDone = -1;
    const job = await waitForSync(call, started.jobId, {
      onProgress: (j) => {
        const done = j.succeeded + j.failed + j.unknown + j.invalid;
        const text = t('run.progress', { done, total: j.total, succeeded: j.succeeded, failed: j.failed, unknown: j.unknown });
        if (io.bar) {
          const width = 30;
          const filled = j.total === 0 ? width : Math.round((done / j.total) * width);
          io.bar(`[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${text}`);
        } else if (done !== lastDone && Date.now() - lastLine >= 1000) {
          io.err(text);
          lastLine = Date.now();
          lastDone = done;
        }
      },
    }).finally(stopInterrupt);
    io.bar?.(null);
    io.err(t('run.finished', { jobId: job.jobId, state: job.state, succeeded: job.succeeded, failed: job.failed, unknown: job.unknown, pending: job.pending, invalid: job.invalid }));
    const files = await writeSyncResults(call, job.jobId, file, { ...(o.out ? { dir: resolve(o.out) } : {}), locale: o.locale });
    io.out(t('run.results', { csv: files.csv, xlsx: files.xlsx }));
    const code = exitOf(plan, job);
    if (code === EXIT.unknown) io.err(t('run.unknownHint', { jobId: job.jobId }));
    return code;
  } catch (err) {
    if (err instanceof SyncError) {
      io.err(`opsdesk: ${t('run.refused', { reason: err.messageFor(o.locale) })}`);
      return EXIT.refused;
    }
    if (err instanceof FolderHeldError) {
      io.err(`opsdesk: ${t('run.refused', { reason: t('run.hostUnreachable', { dataDir: resolve(o.dataDir), pid: err.pid, reason: err.reason }) })}`);
      return EXIT.refused;
    }
    if (err instanceof DataDirError) {
      io.err(`opsdesk: ${t('run.refused', { reason: err.message })}`);
      return EXIT.refused;
    }
    io.err(`opsdesk: ${t('run.failed', { reason: err instanceof Error ? err.message : String(err) })}`);
    return EXIT.error;
  } finally {
    await session?.close();
  }
}

/** Opens the profile the run names (in this process), or checks it is the one the running host has open. */
async function chooseProfile(session: RunSession, o: RunOptions, dataDir: string): Promise<string | null> {
  const t = (id: CliMessageId, values: Record<string, string | number>) => cliText(id, o.locale, values);
  const { profiles, activeId } = await session.call('profiles.list', {});
  const profile = profiles.find((p) => p.id === o.profile) ?? profiles.find((p) => p.name === o.profile);
  if (!profile) return t('run.profileMissing', { profile: o.profile, dataDir, profiles: profiles.map((p) => p.name).join(', ') || '—' });
  if (profile.id === activeId) return null;
  if (session.handedTo) {
    const active = profiles.find((p) => p.id === activeId)?.name ?? '—';
    return t('run.profileOtherInHost', { dataDir, pid: session.handedTo.pid, active, profile: profile.name });
  }
  await session.call('profiles.switch', { id: profile.id });
  return null;
}

function reportPlan(plan: SyncPlan, locale: CliLocale, io: RunIo): void {
  const t = (id: CliMessageId, values: Record<string, string | number>) => cliText(id, locale, values);
  const unchanged = plan.held.filter((h) => h.held.why === 'unchanged').length;
  io.err(t('run.plan', { send: plan.send.length, unchanged, held: plan.held.length - unchanged, invalid: plan.invalid.length }));
  for (const r of plan.invalid) for (const i of r.issues) io.err(t('run.invalidRow', { row: r.sheetRow, field: i.path, reason: issueText(locale, i) }));
  for (const h of plan.held) if (h.held.why !== 'unchanged') io.err(t('run.heldRow', { row: h.sheetRow, item: valuesText(h.input), reason: heldText(h.held, locale) }));
}
