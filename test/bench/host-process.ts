// The browser host run by a bench in a process of its own (grid-send-host-child.ts, drafts-restore-host-child.ts):
// its IPC calls from the bench, and its end, asked by closing its stdin.
import type { ChildProcess } from 'node:child_process';

/** An IPC call to the host as the browser's bridge makes it (plain JSON), its result or a thrown error. */
export function hostCaller(url: string, token: string) {
  return async <T>(method: string, input: unknown): Promise<T> => {
    const res = await fetch(`${url}ipc/${method}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-opsdesk-token': token }, body: JSON.stringify(input) });
    const body = (await res.json()) as { ok: boolean; result: T; error?: unknown };
    if (!body.ok) throw new Error(`${method}: ${JSON.stringify(body.error)}`);
    return body.result;
  };
}

/** Asks the host's process to stop (its stdin closed) and resolves when it has exited. */
export function closeHost(proc: ChildProcess): Promise<void> {
  return new Promise<void>((resolve) => {
    if (proc.exitCode !== null) return resolve();
    proc.once('exit', () => resolve());
    proc.stdin!.end();
  });
}

/** In the host's process: once the bench closes stdin, `stop` runs and the process exits. */
export function stopWhenStdinEnds(stop: () => Promise<unknown>): void {
  process.stdin.resume();
  process.stdin.on('end', () => {
    void stop().then(() => process.exit(0));
  });
}
