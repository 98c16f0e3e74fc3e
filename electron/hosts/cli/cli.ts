// `npm run opsdesk -- run …` (or the `opsdesk` bin in a checkout): a headless sync of a file (run-command.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCommand } from './run-command';

const pkg = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', '..', 'package.json'), 'utf8')) as { version?: string };
const tty = process.stderr.isTTY === true;
const code = await runCommand(process.argv.slice(2), {
  env: process.env,
  version: pkg.version ?? '0.0.0',
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
  bar: tty ? (text) => process.stderr.write(text === null ? '\n' : `\r${text.slice(0, (process.stderr.columns ?? 100) - 1)}`) : null,
  interrupt: (onInterrupt) => {
    process.on('SIGINT', onInterrupt);
    return () => process.off('SIGINT', onInterrupt);
  },
});
// Nothing is left to wait for: the session is closed, its files written.
process.exit(code);
