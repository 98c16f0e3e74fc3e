// Every test run gets its own temporary folder (TMPDIR for the workers and their child processes) and removes
// it at the end, so the data folders, journals and logs the tests make do not pile up in the system's /tmp.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default function setup(): () => void {
  const root = mkdtempSync(join(tmpdir(), 'opsdesk-test-run-'));
  process.env.TMPDIR = root;
  // Journal summaries are made on the test's own thread (the same replay, sliced); the worker has tests of its own.
  process.env.OPSDESK_JOURNAL_WORKER = '0';
  // Each test's sessions schedule alone: test files run in parallel processes, whose fake services and appIds
  // would otherwise meet in one machine schedule (machine-coordination tests make their own, in their own folder).
  process.env.OPSDESK_MACHINE_COORDINATION = '0';
  return () => rmSync(root, { recursive: true, force: true });
}
