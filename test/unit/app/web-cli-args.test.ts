// The browser host's command line: --help prints usage (no stack trace), a wrong option is one line.
import { describe, expect, it } from 'vitest';
import { parseCliArgs, USAGE } from '../../../electron/hosts/web/cli-args';

describe('web host command line', () => {
  it('--help and -h ask for the usage text, which names every option', () => {
    expect(parseCliArgs(['--help'])).toEqual({ kind: 'help' });
    expect(parseCliArgs(['-h', '--port', '9'])).toEqual({ kind: 'help' });
    for (const option of ['--port', '--no-open', '--data-dir', '--rebuild', '--help']) expect(USAGE).toContain(option);
  });
  it('an unknown option or a bad port is refused in one line that points to --help', () => {
    const unknown = parseCliArgs(['--prot', '1']);
    expect(unknown.kind).toBe('error');
    if (unknown.kind === 'error') {
      expect(unknown.message).toContain('--prot');
      expect(unknown.message).toContain('--help');
      expect(unknown.message).not.toContain('\n');
    }
    expect(parseCliArgs(['--port', '70000'])).toEqual({ kind: 'error', message: '--port must be a whole number from 0 to 65535, got "70000"' });
  });
  it('reads the options', () => {
    expect(parseCliArgs(['--port', '8790', '--no-open', '--data-dir', 'd'])).toEqual({ kind: 'run', options: { port: 8790, open: false, rebuild: false, dataDir: 'd' } });
  });
});
