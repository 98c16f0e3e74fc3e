// CI keeps the end of the output: every failure is told again there, with its error, after a retry decides.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FullResult, TestCase, TestResult } from '@playwright/test/reporter';
import FailureDigestReporter from '../support/failure-digest-reporter';

const testCase = (id: string, line: number) =>
  ({ id, location: { file: '/tmp/clone/p/test/e2e/host-gone.spec.ts', line, column: 1 }, titlePath: () => ['', 'chromium', 'host-gone.spec.ts', `case ${id}`] }) as unknown as TestCase;
const result = (status: TestResult['status'], retry = 0) =>
  ({
    status,
    retry,
    duration: 61_400,
    errors: [{ message: 'x', stack: '\u001b[31mError: expect(locator).toHaveAttribute(expected) failed\u001b[39m\n  Locator: getByTestId(\'host-banner\')\n  Expected: "replaced"', location: { file: '/tmp/clone/p/test/e2e/host-gone.spec.ts', line: 121, column: 35 } }],
  }) as unknown as TestResult;

const ended = (status: FullResult['status']): FullResult => ({ status, startTime: new Date(0), duration: 1 });

let printed = '';
afterEach(() => {
  printed = '';
  vi.restoreAllMocks();
});
function capture() {
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => ((printed += String(chunk)), true));
}

describe('the failure digest', () => {
  it('prints each failure at the end: where, its status and time, its error without colour codes', () => {
    capture();
    const r = new FailureDigestReporter();
    r.onTestEnd(testCase('a', 89), result('failed'));
    r.onTestEnd(testCase('b', 149), result('passed'));
    r.onEnd(ended('failed'));
    expect(printed).toContain('Failures in detail (1):');
    expect(printed).toContain('✘ test/e2e/host-gone.spec.ts:89 › host-gone.spec.ts › case a');
    expect(printed).toContain('status failed after 61 s');
    expect(printed).toContain('Error: expect(locator).toHaveAttribute(expected) failed');
    expect(printed).toContain('at test/e2e/host-gone.spec.ts:121:35');
    expect(printed).not.toContain('\u001b[');
    expect(printed).not.toContain('case b');
  });

  it('says nothing when every test passed, or when a retry mended a failure', () => {
    capture();
    const r = new FailureDigestReporter();
    r.onTestEnd(testCase('a', 89), result('timedOut'));
    r.onTestEnd(testCase('a', 89), result('passed', 1));
    r.onEnd(ended('passed'));
    expect(printed).toBe('');
  });
});
