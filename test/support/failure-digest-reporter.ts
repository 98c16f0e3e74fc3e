// Playwright's line reporter prints a failure's error where the failing test ran, in the middle of a long run;
// what a CI service keeps of the output is often its end. This reporter prints every failure again after the
// summary: the test, where it failed, its error and the first lines of the stack, without colour codes.
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

const STACK_LINES = 12;
// eslint-disable-next-line no-control-regex -- colour codes are control characters by definition
const ANSI = /\u001b\[[0-9;]*m/g;

interface Failure {
  title: string;
  status: TestResult['status'];
  lines: string[];
}

export function describeFailure(test: Pick<TestCase, 'titlePath' | 'location'>, result: Pick<TestResult, 'status' | 'errors' | 'duration' | 'retry'>): Failure {
  const title = `${test.location.file.replace(/^.*?\/test\//, 'test/')}:${test.location.line} › ${test.titlePath().filter(Boolean).slice(1).join(' › ')}`;
  const lines = [`status ${result.status} after ${Math.round(result.duration / 1000)} s${result.retry > 0 ? `, retry ${result.retry}` : ''}`];
  for (const error of result.errors) {
    const text = (error.stack ?? error.message ?? error.value ?? 'no message').replace(ANSI, '');
    lines.push(...text.split('\n').slice(0, STACK_LINES));
    if (error.location) lines.push(`at ${error.location.file.replace(/^.*?\/test\//, 'test/')}:${error.location.line}:${error.location.column}`);
  }
  return { title, status: result.status, lines };
}

export default class FailureDigestReporter implements Reporter {
  private readonly failures = new Map<string, Failure>();

  onTestEnd(test: TestCase, result: TestResult): void {
    // The last result of a test decides: a failure a retry mended is not one.
    if (result.status === 'failed' || result.status === 'timedOut' || result.status === 'interrupted') this.failures.set(test.id, describeFailure(test, result));
    else this.failures.delete(test.id);
  }

  onEnd(_result: FullResult): void {
    if (this.failures.size === 0) return;
    const out = ['', `Failures in detail (${this.failures.size}):`];
    for (const f of this.failures.values()) out.push('', `✘ ${f.title}`, ...f.lines.map((l) => `    ${l}`));
    process.stdout.write(`${out.join('\n')}\n`);
  }

  printsToStdio(): boolean {
    return true;
  }
}
