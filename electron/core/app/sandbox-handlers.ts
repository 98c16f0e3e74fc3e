// sandbox.*: the embedded sandbox's training switches (faults). They act on the emulator only; a live profile
// never reaches it (AppService.connectionFor).
import type { IpcHandlers } from '../../../shared/ipc';
import { unavailable } from '../ipc/app-error';
import type { AppService } from './app-service';

type SandboxHandlers = Pick<IpcHandlers, 'sandbox.faults' | 'sandbox.setFaults'>;

export function sandboxHandlers(app: AppService): SandboxHandlers {
  return {
    async 'sandbox.faults'() {
      const sandbox = app.opts.sandbox;
      return { available: sandbox !== null, faults: sandbox?.faults() ?? [] };
    },
    async 'sandbox.setFaults'({ faults }) {
      const sandbox = app.opts.sandbox;
      if (!sandbox) throw unavailable('This host has no embedded sandbox.');
      await sandbox.setFaults(faults);
      app.log.info({ faults: faults.map((f) => f.kind) }, 'sandbox training faults set');
      return { available: true, faults: sandbox.faults() };
    },
  };
}
