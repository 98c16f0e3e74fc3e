// sandbox.*: the embedded sandbox's training switches (faults). They act on the emulator only; a live profile
// never reaches it (sandbox-guard.ts).
import { DEMO_SIZE_PLANS, type IpcHandlers, type SandboxDemo } from '../../../../shared/ipc';
import { conflict } from '../../ipc/app-error';
import type { AppService } from '../app-service';

type SandboxHandlers = Pick<IpcHandlers, 'sandbox.faults' | 'sandbox.setFaults' | 'sandbox.samples' | 'sandbox.writes' | 'sandbox.demo' | 'sandbox.setDemoSize'>;

const NO_DEMO: SandboxDemo = {
  available: false, size: 'small', persisted: false, savedAt: null, setAside: null, saveError: null,
  counts: { shippingLists: 0, listings: 0, videox: 0, retailx: 0, orders: 0, shipments: 0, writes: 0 },
};

const NO_SAMPLES = { available: false, shippingLists: [], mergeableOrders: [], unmergeablePair: [], listings: [], videox: [], retailx: [], shipments: [], addresses: [] };

/** What these handlers see of the app service. */
export type SandboxHost = Pick<AppService, 'sandbox' | 'log' | 'profiles' | 'currentSession' | 'sandboxStateReset' | 'emit'>;

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
    async 'sandbox.demo'() {
      const sandbox = app.sandbox.embedded;
      return sandbox ? sandbox.demo() : NO_DEMO;
    },
    async 'sandbox.setDemoSize'({ size }) {
      const sandbox = app.sandbox.require();
      const session = app.currentSession();
      const onSandbox = session !== null && app.profiles.find(session.profileId)?.kind === 'sandbox';
      if (onSandbox && session.busy()) throw conflict('A batch job is running on the sandbox; cancel it or wait for it first.');
      await sandbox.setDemoSize(size);
      // New data: what the sandbox profile's ledger remembers sending no longer names these records.
      await app.sandboxStateReset(new Date().toISOString());
      app.log.info({ size, plan: DEMO_SIZE_PLANS[size] }, 'sandbox demo data rebuilt');
      app.emit('profile.changed', { activeId: session?.profileId ?? null, profileId: null, reason: 'sandbox-reset' });
      return sandbox.demo();
    },
  };
}
