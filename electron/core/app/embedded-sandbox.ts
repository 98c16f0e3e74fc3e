// The emulator the default profile runs on. The core may not import the sandbox (it must not depend on it),
// so the host injects the sandbox's start function and this module owns its life: started on first use on a
// random loopback port, reset on request, stopped with the app.
import type { SandboxSamples, SandboxWrites, TrainingFault } from '../../../shared/ipc';
import { sandboxSamples, sandboxWritesPage } from './sandbox-samples';

/** The slice of electron/sandbox's RunningSandbox this module needs. */
export interface RunningSandboxLike {
  baseUrl: string;
  credentials: { appId: string; appSecret: string };
  stop(): Promise<void>;
  reset(seed?: number): void;
  /** Replaces the active faults (electron/sandbox FaultSpec; its kinds include every training kind). */
  setFaults(faults: TrainingFault[]): void;
  /** A copy of one kind of back-office record (electron/sandbox INSPECT_KINDS). */
  inspect(kind: string): unknown;
  /** The applied-write log, oldest first. */
  appliedWrites(): unknown[];
}

export type StartSandbox = (opts: { port: number; seed?: number; admin?: boolean }) => Promise<RunningSandboxLike>;

export interface SandboxConnection {
  baseUrl: string;
  appId: string;
  appSecret: string;
}

export interface EmbeddedSandbox {
  /** Starts the emulator on first call; its address and demo credentials. */
  ensureRunning(): Promise<SandboxConnection>;
  /** The running emulator's address, null before it started. */
  baseUrl(): string | null;
  /** Back to the seeded data (which also clears the faults). */
  reset(): Promise<void>;
  /** The training faults switched on, as last set. */
  faults(): TrainingFault[];
  setFaults(faults: TrainingFault[]): Promise<void>;
  /** Demo records to try, from the running emulator's state. */
  samples(): Promise<SandboxSamples>;
  /** A page of the applied-write log, most recent first. */
  writes(offset: number, limit: number): Promise<SandboxWrites>;
  stop(): Promise<void>;
}

export function createEmbeddedSandbox(start: StartSandbox, opts: { seed?: number } = {}): EmbeddedSandbox {
  let running: RunningSandboxLike | null = null;
  let starting: Promise<RunningSandboxLike> | null = null;
  let faults: TrainingFault[] = [];

  const ensure = async (): Promise<RunningSandboxLike> => {
    if (running) return running;
    starting ??= start({ port: 0, seed: opts.seed, admin: false }).then(
      (s) => {
        running = s;
        return s;
      },
      (err: unknown) => {
        starting = null;
        throw err;
      },
    );
    return starting;
  };

  return {
    async ensureRunning() {
      const s = await ensure();
      return { baseUrl: s.baseUrl, appId: s.credentials.appId, appSecret: s.credentials.appSecret };
    },
    baseUrl: () => running?.baseUrl ?? null,
    async reset() {
      (await ensure()).reset(opts.seed);
      faults = [];
    },
    faults: () => faults.map((f) => ({ ...f })),
    async setFaults(next) {
      (await ensure()).setFaults(next.map((f) => ({ ...f })));
      faults = next.map((f) => ({ ...f }));
    },
    async samples() {
      const s = await ensure();
      return sandboxSamples((kind) => s.inspect(kind));
    },
    async writes(offset, limit) {
      return sandboxWritesPage((await ensure()).appliedWrites(), offset, limit);
    },
    async stop() {
      faults = [];
      const s = running ?? (starting ? await starting.catch(() => null) : null);
      running = null;
      starting = null;
      await s?.stop();
    },
  };
}
