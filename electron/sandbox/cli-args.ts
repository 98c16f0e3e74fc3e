// Command-line options of `npm run sandbox`, validated with zod like every other input.
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { FaultSpecSyntaxError, parseFaultSpec } from './faults/fault-spec';
import type { SandboxOptions } from './types';
import { demoSize } from '../../shared/ipc/sandbox';

export const USAGE = `Usage: npm run sandbox -- [options]
  --port <n>            port on 127.0.0.1 (default 8787; 0 = random)
  --seed <n>            seed of the generated back office (default 42)
  --latency <ms>        server time of every executed business answer: it leaves this long after the
                        request arrived, the work done within it (default 0)
  --jitter <ms>         uniform jitter of that latency, ±ms (default 0)
  --faults <spec>       faults, e.g. reject3001008:p=0.3,dropAfterCommit:n=2:op=picking (see README)
  --listings <n>        chatx listings to generate
  --shipping-lists <n>  shipping lists to generate
  --orders <n>          orders to generate
  --demo-size <size>    small (default), large or veryLarge: the sizes Opsdesk's Settings offers
  --state <file>        keep the state and write log in this file, loaded at start (default: in memory only)
  --apply-delay <ms>    how long a stock change takes to apply (default 2000)
  --token-ttl <s>       access-token lifetime (default 7199)
  --refresh-ttl <s>     refresh-token lifetime (default 7200)
  --capacity <n>        lift every concurrency bucket to n
  --keep-alive <ms>     how long an idle connection stays open (default 5000, announced as Keep-Alive: timeout=)
  --keep-alive-silent   do not announce it
  --no-supersede        keep older access tokens alive when a new one is issued
  --no-admin            no admin API under /__sandbox/
  --picking-quirk       picking answers failList and string counts (the schema's form)
  --verbose             log each request to stderr
  --help                this text`;

const count = (max: number) => z.coerce.number().int().min(0).max(max);
const schema = z.object({
  port: count(65535).default(8787),
  seed: count(2 ** 32 - 1).default(42),
  latency: count(600_000).default(0),
  jitter: count(600_000).default(0),
  faults: z.string().optional(),
  listings: count(1_000_000).optional(),
  'shipping-lists': count(1_000_000).optional(),
  orders: count(1_000_000).optional(),
  'demo-size': demoSize.optional(),
  state: z.string().min(1).optional(),
  'apply-delay': count(3_600_000).optional(),
  'token-ttl': z.coerce.number().int().min(1).max(10 * 86400).optional(),
  'refresh-ttl': z.coerce.number().int().min(1).max(10 * 86400).optional(),
  capacity: z.coerce.number().int().min(1).max(100_000).optional(),
  'keep-alive': z.coerce.number().int().min(1).max(3_600_000).optional(),
  'no-supersede': z.boolean().default(false),
  'no-admin': z.boolean().default(false),
  'picking-quirk': z.boolean().default(false),
  'keep-alive-silent': z.boolean().default(false),
  verbose: z.boolean().default(false),
  help: z.boolean().default(false),
});

export class CliArgsError extends Error {
  override readonly name = 'CliArgsError';
}

const STRING_OPTIONS = ['port', 'seed', 'latency', 'jitter', 'faults', 'listings', 'shipping-lists', 'orders', 'demo-size', 'state', 'apply-delay', 'token-ttl', 'refresh-ttl', 'capacity', 'keep-alive'];
const FLAG_OPTIONS = ['no-supersede', 'no-admin', 'picking-quirk', 'keep-alive-silent', 'verbose', 'help'];

export function parseCliArgs(argv: readonly string[]): { help: true } | { help: false; options: SandboxOptions } {
  let values: Record<string, unknown>;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: Object.fromEntries([
        ...STRING_OPTIONS.map((name) => [name, { type: 'string' as const }]),
        ...FLAG_OPTIONS.map((name) => [name, { type: 'boolean' as const }]),
      ]),
    }));
  } catch (err) {
    throw new CliArgsError(err instanceof Error ? err.message : String(err));
  }
  const parsed = schema.safeParse(values);
  if (!parsed.success) {
    throw new CliArgsError(parsed.error.issues.map((i) => `--${i.path.join('.')}: ${i.message}`).join('; '));
  }
  const a = parsed.data;
  if (a.help) return { help: true };
  let faults: SandboxOptions['faults'] = [];
  try {
    faults = a.faults === undefined ? [] : parseFaultSpec(a.faults);
  } catch (err) {
    if (err instanceof FaultSpecSyntaxError) throw new CliArgsError(`--faults ${err.message}`);
    throw err;
  }
  const options: SandboxOptions = {
    port: a.port,
    seed: a.seed,
    latencyMs: a.latency,
    jitterMs: a.jitter,
    faults,
    supersedeTokens: !a['no-supersede'],
    admin: !a['no-admin'],
    pickingSchemaQuirk: a['picking-quirk'],
    verbose: a.verbose,
    capacityOverride: a.capacity ?? null,
  };
  if (a.listings !== undefined) options.listings = a.listings;
  if (a['shipping-lists'] !== undefined) options.shippingLists = a['shipping-lists'];
  if (a.orders !== undefined) options.orders = a.orders;
  if (a['demo-size'] !== undefined) options.demoSize = a['demo-size'];
  if (a.state !== undefined) options.statePath = a.state;
  if (a['apply-delay'] !== undefined) options.applyDelayMs = a['apply-delay'];
  if (a['token-ttl'] !== undefined) options.tokenTtlSeconds = a['token-ttl'];
  if (a['refresh-ttl'] !== undefined) options.refreshTtlSeconds = a['refresh-ttl'];
  if (a['keep-alive'] !== undefined) options.keepAliveTimeoutMs = a['keep-alive'];
  if (a['keep-alive-silent']) options.announceKeepAlive = false;
  return { help: false, options };
}
