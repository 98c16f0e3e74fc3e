import { describe, expect, it } from 'vitest';
import { CliArgsError, parseCliArgs } from '../../../electron/sandbox/cli-args';

describe('sandbox CLI arguments', () => {
  it('reads the documented invocation', () => {
    const parsed = parseCliArgs(['--port', '8787', '--seed', '42', '--latency', '50', '--jitter', '10', '--faults', 'reject3001008:p=0.3,dropAfterCommit:n=2:op=picking']);
    expect(parsed).toEqual({
      help: false,
      options: {
        port: 8787,
        seed: 42,
        latencyMs: 50,
        jitterMs: 10,
        faults: [
          { kind: 'reject3001008', probability: 0.3 },
          { kind: 'dropAfterCommit', count: 2, operation: 'picking' },
        ],
        supersedeTokens: true,
        admin: true,
        pickingSchemaQuirk: false,
        verbose: false,
        capacityOverride: null,
      },
    });
  });

  it('defaults to port 8787 and seed 42, and maps the size, lifetime and switch options', () => {
    const parsed = parseCliArgs(['--listings', '10000', '--token-ttl', '60', '--capacity', '50', '--no-supersede', '--no-admin', '--picking-quirk']);
    expect(parsed.help).toBe(false);
    if (parsed.help) return;
    expect(parsed.options).toMatchObject({
      port: 8787,
      seed: 42,
      listings: 10000,
      tokenTtlSeconds: 60,
      capacityOverride: 50,
      supersedeTokens: false,
      admin: false,
      pickingSchemaQuirk: true,
    });
  });

  it('refuses unknown options, bad numbers and bad fault specs with a message naming them', () => {
    expect(() => parseCliArgs(['--prot', '1'])).toThrow(CliArgsError);
    expect(() => parseCliArgs(['--port', 'abc'])).toThrow(/--port/);
    expect(() => parseCliArgs(['--port', '70000'])).toThrow(/--port/);
    expect(() => parseCliArgs(['--faults', 'explode'])).toThrow(/--faults "explode"/);
    expect(() => parseCliArgs(['stray'])).toThrow(CliArgsError);
  });

  it('keeps the state in a file and builds a demo size only when asked', () => {
    const parsed = parseCliArgs(['--demo-size', 'large', '--state', '/tmp/sandbox.json']);
    expect(parsed).toMatchObject({ help: false, options: { demoSize: 'large', statePath: '/tmp/sandbox.json' } });
    const plain = parseCliArgs([]);
    expect(plain.help === false && 'statePath' in plain.options).toBe(false);
    expect(() => parseCliArgs(['--demo-size', 'huge'])).toThrow(/--demo-size/);
  });

  it('asks for help', () => {
    expect(parseCliArgs(['--help'])).toEqual({ help: true });
  });
});
