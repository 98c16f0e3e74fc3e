// Handlers for dispatcher tests: every method fails loudly unless a test overrides it.
import { IPC_METHOD_NAMES, type IpcHandlers } from '../../../shared/ipc';

export function fakeHandlers(overrides: Partial<IpcHandlers> = {}): { handlers: IpcHandlers; calls: Array<{ method: string; input: unknown }> } {
  const calls: Array<{ method: string; input: unknown }> = [];
  const base = Object.fromEntries(
    IPC_METHOD_NAMES.map((name) => [
      name,
      async (input: unknown) => {
        calls.push({ method: name, input });
        const override = overrides[name] as ((i: unknown) => Promise<unknown>) | undefined;
        if (!override) throw new Error(`no fake for ${name}`);
        return override(input);
      },
    ]),
  );
  return { handlers: base as unknown as IpcHandlers, calls };
}
