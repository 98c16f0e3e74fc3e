// The browser host's composition of the core: profiles in a `conf` file, secrets in memory (or from the
// environment), the embedded sandbox, and the one dispatcher.
import Conf from 'conf';
import { join } from 'node:path';
import { AppService, appHandlers, createEmbeddedSandbox, openSettingsFile, prepareDataDir, PROFILE_STORE_SCHEMA, systemLocale, type SecretVault, type StartSandbox } from '../../core/app';
import { createDispatcher } from '../../core/ipc';
import { createLogger, MemorySecretStore, type Logger } from '../../core';
import type { FetchLike } from '../../core/transport';
import type { ScheduleClock } from '../../core/schedule';
import { startSandbox } from '../../sandbox';
import type { WebHostApp } from './server';

export interface WebAppOptions {
  dataDir: string;
  version: string;
  /** Environment holding `OPSDESK_APP_SECRET_<appId>` secrets and their `…_ORIGIN` (default: none). */
  env?: Record<string, string | undefined>;
  /** The embedded sandbox's start function; null = no sandbox profile. Default: the real sandbox. */
  startSandbox?: StartSandbox | null;
  fetch?: FetchLike;
  logger?: Logger;
  /** The clock scheduled syncs run by (tests drive one). */
  scheduleClock?: ScheduleClock;
}

export interface WebApp extends WebHostApp {
  service: AppService;
  close(): Promise<void>;
}

export const ENV_SECRET_PREFIX = 'OPSDESK_APP_SECRET_';
export const ENV_ORIGIN_SUFFIX = '_ORIGIN';

/**
 * Secrets from the environment: `OPSDESK_APP_SECRET_<appId>` holds the secret and
 * `OPSDESK_APP_SECRET_<appId>_ORIGIN` the service it is for (`https://openapi.example.com`). A secret without
 * its origin is never handed out (the user hears so at start): a profile with that appId pointing anywhere
 * else must not receive it.
 */
export function webSecretVault(env: Record<string, string | undefined>): SecretVault {
  const notices: string[] = [];
  const secrets = new Map<string, { secret: string; origin: string }>();
  for (const [name, raw] of Object.entries(env)) {
    if (!name.startsWith(ENV_SECRET_PREFIX) || name.endsWith(ENV_ORIGIN_SUFFIX)) continue;
    const secret = raw?.trim();
    if (!secret) continue;
    const id = name.slice(ENV_SECRET_PREFIX.length);
    const originText = env[`${name}${ENV_ORIGIN_SUFFIX}`]?.trim();
    let origin: string | null = null;
    try {
      origin = originText ? new URL(originText).origin : null;
    } catch {
      origin = null;
    }
    if (!origin || origin === 'null') {
      notices.push(
        `${name} is ignored: set ${name}${ENV_ORIGIN_SUFFIX} to the address of the service it is for (e.g. https://openapi.example.com), ` +
          'so the secret cannot be sent anywhere else.',
      );
      continue;
    }
    secrets.set(id, { secret, origin });
  }
  return {
    store: new MemorySecretStore(),
    persistent: false,
    backend: 'memory',
    note:
      'The browser host keeps secrets in memory only: they are forgotten when it stops. ' +
      `To supply one at start, set ${ENV_SECRET_PREFIX}<appId> and ${ENV_SECRET_PREFIX}<appId>${ENV_ORIGIN_SUFFIX} in its environment.`,
    external: (appId, origin) => {
      const entry = secrets.get(appId);
      return entry && entry.origin === origin ? entry.secret : null;
    },
    notices,
  };
}

export async function createWebApp(opts: WebAppOptions): Promise<WebApp> {
  // A read-only or full data folder is one clear DataDirError here, before anything else touches it.
  prepareDataDir(opts.dataDir);
  const logger = opts.logger ?? createLogger({ dir: join(opts.dataDir, 'logs') });
  const { settings, notices } = openSettingsFile(
    join(opts.dataDir, 'profiles.json'),
    () =>
      new Conf<Record<string, unknown>>({
        cwd: opts.dataDir,
        configName: 'profiles',
        projectName: 'opsdesk',
        schema: PROFILE_STORE_SCHEMA as never,
        // Never wipe: a damaged file is set aside by openSettingsFile and the user is told.
        clearInvalidConfig: false,
        configFileMode: 0o600,
      }),
  );
  const start = opts.startSandbox === undefined ? startSandbox : opts.startSandbox;
  const sandbox = start ? createEmbeddedSandbox(start, { dataDir: opts.dataDir }) : null;
  const service = new AppService({
    host: 'web',
    version: opts.version,
    dataDir: opts.dataDir,
    settings,
    notices,
    vault: webSecretVault(opts.env ?? {}),
    systemLocale: systemLocale(opts.env ?? {}),
    sandbox,
    logger,
    fetch: opts.fetch,
    scheduleClock: opts.scheduleClock,
  });
  await service.start();
  const dispatcher = createDispatcher({ handlers: appHandlers(service), logger, locale: () => service.locale() });
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
