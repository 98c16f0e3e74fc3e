// The browser host's command line: options, usage text and the one-line refusals, kept apart from starting
// the host so they can be tested without starting anything.
import { parseArgs } from 'node:util';

export const USAGE = `Usage: npm run start:web -- [options]    (or: npx tsx electron/hosts/web/cli.ts [options])

Serves Opsdesk on 127.0.0.1 and opens it in a browser, on the embedded sandbox by default.

Options:
  --port N          port to listen on (0, the default, takes any free port)
  --no-open         print the address but open no browser
  --data-dir DIR    profiles, journals and logs (default .opsdesk-data)
  --rebuild         build the renderer first even if dist/renderer looks current
  -h, --help        print this text

Secrets: OPSDESK_APP_SECRET_<appId>=<secret> with OPSDESK_APP_SECRET_<appId>_ORIGIN=https://<vendor host>.
`;

export interface CliOptions {
  port: number;
  open: boolean;
  rebuild: boolean;
  dataDir: string;
}

export type CliArgs = { kind: 'help' } | { kind: 'error'; message: string } | { kind: 'run'; options: CliOptions };

export function parseCliArgs(argv: readonly string[]): CliArgs {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        port: { type: 'string', default: '0' },
        'no-open': { type: 'boolean', default: false },
        rebuild: { type: 'boolean', default: false },
        'data-dir': { type: 'string', default: '.opsdesk-data' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }));
  } catch (err) {
    // parseArgs explains an unknown or malformed option in one sentence: that, then where to read more.
    return { kind: 'error', message: `${err instanceof Error ? err.message : String(err)} (--help lists the options)` };
  }
  if (values.help) return { kind: 'help' };
  const port = Number(values.port);
  if (!/^\d+$/.test(values.port) || port > 65535) return { kind: 'error', message: `--port must be a whole number from 0 to 65535, got "${values.port}"` };
  return { kind: 'run', options: { port, open: !values['no-open'], rebuild: values.rebuild, dataDir: values['data-dir'] } };
}
