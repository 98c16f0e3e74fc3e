// sandbox.*: the embedded sandbox's training switches (faults). They act on the emulator only; a live profile
// never reaches it (sandbox-guard.ts).
import type { IpcHandlers } from '../../../shared/ipc';
import type { AppService } from './app-service';

type SandboxHandlers = Pick<IpcHandlers, 'sandbox.faults' | 'sandbox.setFaults' | 'sandbox.samples' | 'sandbox.writes'>;

const NO_SAMPLES = { available: false, shippingLists: [], mergeableOrders: [], unmergeablePair: [], listings: [], videox: [], retailx: [], shipments: [], addresses: [] };

/** What these handlers see of the app service. */
export type SandboxHost = Pick<AppService, 'sandbox' | 'log'>;

export function sandboxHandlers(app: SandboxHost): SandboxHandlers {
  return {
    async 'sandbox.faults'() {
      const sandbox = app.sandbox.embedded;
      return { available: sandbox !== null, faults: sandbox?.faults() ?? [] };
    },
    async 'sandbox.setFaults'({ faults }) {
      const sandbox = app.sandbox.require();
      await sandbox.setFaults(faults);
      app.log.info({ faults: faults.map((f) => f.kind) }, 'sandbox training faults set');
      return { available: true, faults: sandbox.faults() };
    },
    async 'sandbox.samples'() {
      const sandbox = app.sandbox.embedded;
      return sandbox ? sandbox.samples() : NO_SAMPLES;
    },
    async 'sandbox.writes'({ offset, limit }) {
      const sandbox = app.sandbox.embedded;
      return sandbox ? sandbox.writes(offset, limit) : { available: false, total: 0, writes: [] };
    },
  };
}
