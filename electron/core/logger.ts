// Logging with pino: JSON lines in the profile's data folder, rotated by size, secrets censored by field name
// (pino's redact) and by value (the registry of secrets the core has handled).
import { join } from 'node:path';
import { pino, type Logger } from 'pino';
import { RotatingFileDestination } from './log-rotation';
import { knownSecrets, REDACTED, redactDeep, SECRET_FIELD_NAMES, type SecretRegistry } from './redaction';

export type { Logger } from 'pino';

export interface LoggerOptions {
  /** Folder for `opsdesk.log` and its rotations; without it lines go to stderr. */
  dir?: string;
  level?: string;
  /** Rotation size of a file (default 5 MiB) and rotated files kept (default 5). */
  maxBytes?: number;
  maxFiles?: number;
  /** Destination override (tests capture lines). */
  destination?: { write(line: string): unknown };
  registry?: SecretRegistry;
}

/** pino's redact paths: every secret field name at the top and two levels down, in objects and arrays. */
function redactPaths(): string[] {
  const paths: string[] = [];
  for (const name of SECRET_FIELD_NAMES) {
    paths.push(name, `*.${name}`, `*.*.${name}`, `*[*].${name}`);
  }
  return paths;
}

/** A destination whose failures are swallowed: a log line that cannot be written never fails the call it describes. */
function neverThrowing(destination: { write(line: string): unknown }): { write(line: string): boolean } {
  return {
    write(line) {
      try {
        destination.write(line);
        return true;
      } catch {
        return false;
      }
    },
  };
}

export function createLogger(opts: LoggerOptions = {}): Logger {
  const registry = opts.registry ?? knownSecrets;
  const destination = neverThrowing(
    opts.destination ?? (opts.dir ? new RotatingFileDestination({ file: join(opts.dir, 'opsdesk.log'), maxBytes: opts.maxBytes, maxFiles: opts.maxFiles }) : pino.destination(2)),
  );
  return pino(
    {
      level: opts.level ?? 'info',
      base: { pid: process.pid },
      redact: { paths: redactPaths(), censor: REDACTED },
      serializers: { err: pino.stdSerializers.err },
      formatters: {
        // Values: a token inside any string (an error message, a URL) is replaced before the line is written.
        log: (object) => redactDeep(object, registry) as Record<string, unknown>,
      },
      hooks: {
        logMethod(args, method) {
          const scrubbed = args.map((a) => (typeof a === 'string' ? registry.scrub(a) : a)) as typeof args;
          method.apply(this, scrubbed);
        },
      },
    },
    destination,
  );
}

/** A logger that writes nothing: the default of every core class. */
export function silentLogger(): Logger {
  return pino({ level: 'silent' });
}
