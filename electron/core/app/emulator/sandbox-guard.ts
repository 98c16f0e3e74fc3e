// The embedded sandbox, where the host has one, and the guard that keeps live profiles off it: whether an
// address is the emulator is decided by where it leads (any spelling of loopback at its port), not by its text.
import { conflict, unavailable } from '../../ipc/app-error';
import type { EmbeddedSandbox } from './embedded-sandbox';
import { sameLocalService, type Resolve } from './loopback';

export class SandboxGuard {
  constructor(
    /** Null where the host has no embedded emulator. */
    readonly embedded: EmbeddedSandbox | null,
    /** Name resolution for the check (tests resolve made-up names). */
    private readonly resolve?: Resolve,
  ) {}

  /** The embedded sandbox, or the user-facing refusal where this host has none. */
  require(): EmbeddedSandbox {
    if (!this.embedded) throw unavailable('This host has no embedded sandbox.');
    return this.embedded;
  }

  baseUrl(): string | null {
    return this.embedded?.baseUrl() ?? null;
  }

  async assertNotSandbox(baseUrl: string): Promise<void> {
    const sandboxUrl = this.baseUrl();
    if (sandboxUrl && (await sameLocalService(baseUrl, sandboxUrl, this.resolve))) {
      throw conflict('That address is the embedded sandbox: use the sandbox profile for it. A live profile never talks to the sandbox.');
    }
  }
}
