// The browser host's composition of the core: profiles in a `conf` file, secrets in memory (or from the
// environment), the embedded sandbox, and the one dispatcher.
import Conf from 'conf';
import { join } from 'node:path';
import { AppService, createEmbeddedSandbox, PROFILE_STORE_SCHEMA, type SecretVault, type StartSandbox } from '../../core/app';
import { createDispatcher } from '../../core/ipc';
import { createLogger, MemorySecretStore, type Logger } from '../../core';
import type { FetchLike } from '../../core/transport';
import { startSandbox } from '../../sandbox';
import type { WebHostApp } from './server';

export interface WebAppOptions {
  dataDir: string;
  version: string;
  /** Environment holding `OPSDESK_APP_SECRET_<appId>` secrets (default: none). */
  env?: Record<string, string | undefined>;
  /** The embedded sandbox's start function; null = no sandbox profile. Default: the real sandbox. */
  startSandbox?: StartSandbox | null;
  fetch?: FetchLike;
  logger?: Logger;
}

export interface WebApp extends WebHostApp {
  service: AppService;
  close(): Promise<void>;
}

export const ENV_SECRET_PREFIX = 'OPSDESK_APP_SECRET_';

export function webSecretVault(env: Record<string, string | undefined>): SecretVault {
  return {
    store: new MemorySecretStore(),
    persistent: false,
    backend: 'memory',
    note:
      'The browser host keeps secrets in memory only: they are forgotten when it stops. ' +
      `To supply one at start, set ${ENV_SECRET_PREFIX}<appId> in its environment.`,
    external: (appId) => {
      const value = env[`${ENV_SECRET_PREFIX}${appId}`];
      return value && value.trim() !== '' ? value.trim() : null;
    },
  };
}

export async function createWebApp(opts: WebAppOptions): Promise<WebApp> {
  const logger = opts.logger ?? createLogger({ dir: join(opts.dataDir, 'logs') });
  const settings = new Conf<Record<string, unknown>>({
    cwd: opts.dataDir,
    configName: 'profiles',
    projectName: 'opsdesk',
    schema: PROFILE_STORE_SCHEMA as never,
    clearInvalidConfig: true,
  });
  const start = opts.startSandbox === undefined ? startSandbox : opts.startSandbox;
  const sandbox = start ? createEmbeddedSandbox(start) : null;
  const service = new AppService({
    host: 'web',
    version: opts.version,
    dataDir: opts.dataDir,
    settings,
    vault: webSecretVault(opts.env ?? {}),
    sandbox,
    logger,
    fetch: opts.fetch,
  });
  await service.start();
  const dispatcher = createDispatcher({ handlers: service.handlers(), logger, locale: () => service.locale() });
  return {
    service,
    dispatcher,
    onEvent: (listener) => service.onEvent(listener),
    imageOrigins: () => {
      const url = sandbox?.baseUrl();
      return url ? [url] : [];
    },
    close: () => service.close(),
  };
}
