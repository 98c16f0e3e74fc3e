// The emulator the default profile runs on. The core may not import the sandbox (it must not depend on it),
// so the host injects the sandbox's start function and this module owns its life: started on first use on a
// random loopback port, reset on request, stopped with the app. Given a state path (the host's data folder),
// the emulator keeps its data and write log there, so a trainee's work survives a restart of the host.
import type { DemoSize, SandboxDemo, SandboxSamples, SandboxWrites, TrainingFault } from '../../../../shared/ipc';
import { join } from 'node:path';
import { sandboxSamples, sandboxWritesPage } from './sandbox-samples';

/** Where the embedded sandbox keeps its state in the app's data folder. */
export const sandboxStatePath = (dataDir: string): string => join(dataDir, 'sandbox', 'state.json');

/** The slice of electron/sandbox's RunningSandbox this module needs. */
export interface RunningSandboxLike {
  baseUrl: string;
  credentials: { appId: string; appSecret: string };
  stop(): Promise<void>;
  /** Back to generated data, at `demoSize` when given (else the current size). */
  reset(seed?: number, demoSize?: DemoSize): void;
  /** The demo size and how the kept state stands (electron/sandbox SandboxDemoStatus). */
  demoStatus(): Omit<SandboxDemo, 'available' | 'counts'>;
  /** Writes the kept state now if it changed. */
  saveState(): Promise<void>;
  /** Replaces the active faults (electron/sandbox FaultSpec; its kinds include every training kind). */
  setFaults(faults: TrainingFault[]): void;
  /** A copy of one kind of back-office record (electron/sandbox INSPECT_KINDS). */
  inspect(kind: string): unknown;
  /** How many records of one kind there are, without a copy. */
  count(kind: string): number;
  /** How many writes the applied-write log holds, without a copy. */
  writeCount(): number;
  /** The applied-write log, oldest first. */
  appliedWrites(): unknown[];
}

export type StartSandbox = (opts: { port: number; seed?: number; admin?: boolean; statePath?: string }) => Promise<RunningSandboxLike>;

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
  /** Back to the seeded data (which also clears the faults), kept at once. */
  reset(): Promise<void>;
  /** The demo data's size, counts and kept state. */
  demo(): Promise<SandboxDemo>;
  /** Rebuilds the demo data at another size (a reset at that size). */
  setDemoSize(size: DemoSize): Promise<void>;
  /** The kept state found unreadable at start and set aside, null otherwise (or before the start). */
  setAside(): SandboxDemo['setAside'];
  /** The training faults switched on, as last set. */
  faults(): TrainingFault[];
  setFaults(faults: TrainingFault[]): Promise<void>;
  /** Demo records to try, from the running emulator's state. */
  samples(): Promise<SandboxSamples>;
  /** A page of the applied-write log, most recent first. */
  writes(offset: number, limit: number): Promise<SandboxWrites>;
  stop(): Promise<void>;
}

/** Length of a list the sandbox hands over (anything else counts 0). */

/** `dataDir`: keep the demo data and write log in that data folder (absent: in memory, fresh at every start). */
export function createEmbeddedSandbox(start: StartSandbox, opts: { seed?: number; dataDir?: string } = {}): EmbeddedSandbox {
  const statePath = opts.dataDir === undefined ? undefined : sandboxStatePath(opts.dataDir);
  let running: RunningSandboxLike | null = null;
  let starting: Promise<RunningSandboxLike> | null = null;
  let faults: TrainingFault[] = [];

  const ensure = async (): Promise<RunningSandboxLike> => {
    if (running) return running;
    starting ??= start({ port: 0, seed: opts.seed, admin: false, ...(statePath === undefined ? {} : { statePath }) }).then(
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
      const s = await ensure();
      s.reset(opts.seed);
      faults = [];
      await s.saveState();
    },
    async demo() {
      const s = await ensure();
      // Counted where they are: a very large demo (tens of MB) is not copied to be counted each time Settings opens.
      const count = (kind: string) => s.count(kind);
      return {
        available: true,
        ...s.demoStatus(),
        counts: {
          shippingLists: count('shippingLists'), listings: count('listings'), videox: count('videox'), retailx: count('retailx'),
          orders: count('orders'), shipments: count('shipments'), writes: s.writeCount(),
        },
      };
    },
    async setDemoSize(size) {
      const s = await ensure();
      s.reset(opts.seed, size);
      faults = [];
      await s.saveState();
    },
    setAside: () => running?.demoStatus().setAside ?? null,
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
