// The release workflow (.github/workflows/release.yml) against GitHub's schema and the hardening it is held to
// (test/support/workflow-rules.ts), and what it must do: test in Playwright's own Chromium, build every OS's two
// architectures, read the release back, publish a draft.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseWorkflow, workflowProblems } from '../../support/workflow-rules';

const TEXT = readFileSync('.github/workflows/release.yml', 'utf8');
const workflow = parseWorkflow(TEXT);
const runs = (job: string) => (workflow.jobs[job]?.steps ?? []).map((s) => s.run ?? '').join('\n');

describe('the release workflow', () => {
  it('breaks none of the rules', () => {
    expect(workflowProblems(TEXT)).toEqual([]);
  });

  it('tests on Linux x64 and arm64 in Playwright\'s own Chromium, its path given to the tests, Electron under Xvfb', () => {
    const test = workflow.jobs.test as unknown as { strategy: { matrix: { include: Array<{ runner: string }> } } };
    expect(test.strategy.matrix.include.map((m) => m.runner)).toEqual(['ubuntu-24.04', 'ubuntu-24.04-arm']);
    expect(runs('test')).toContain('npx playwright install --with-deps chromium');
    expect(runs('test')).toMatch(/OPSDESK_CHROMIUM=.*chromium\.executablePath\(\).*>> "\$GITHUB_ENV"/);
    expect(runs('test')).toContain('xvfb-run --auto-servernum npm test');
    expect(runs('test')).not.toMatch(/apt-get install[^\n]*\bchromium\b/);
  });

  it('builds on every OS after the tests, and the release waits for the read-back', () => {
    const build = workflow.jobs.build as unknown as { needs: string; strategy: { matrix: { include: Array<{ os: string }> } } };
    expect(build.needs).toBe('test');
    expect(build.strategy.matrix.include.map((m) => m.os).sort()).toEqual(['linux', 'mac', 'windows']);
    expect(runs('build')).toContain('npm run dist');
    expect(runs('assemble')).toContain('node scripts/release-assets.mjs check release');
    expect((workflow.jobs.publish as { needs?: string }).needs).toBe('assemble');
    expect(runs('publish')).toMatch(/gh release create "\$TAG" release\/\* .*--draft/);
  });
});

describe('the rules catch', () => {
  const rules = (change: (t: string) => string) => workflowProblems(change(TEXT));

  it('an action by tag, or pinned without its version beside it', () => {
    expect(rules((t) => t.replace('actions/checkout@08c6903cd8c0fde910a37f88322edcfb5dd907a8 # v5.0.0', 'actions/checkout@v5'))).toContain('actions/checkout@v5: an action is pinned by its full commit SHA, not a tag or branch');
    expect(rules((t) => t.replace('actions/checkout@08c6903cd8c0fde910a37f88322edcfb5dd907a8 # v5.0.0', 'actions/checkout@08c6903cd8c0fde910a37f88322edcfb5dd907a8'))).toContain(
      'actions/checkout@08c6903cd8c0fde910a37f88322edcfb5dd907a8: the version it is (# vX.Y.Z) goes beside the SHA',
    );
  });

  it('a write permission outside the publishing job, or as the default', () => {
    expect(rules((t) => t.replace('permissions:\n  contents: read', 'permissions:\n  contents: write'))).toContain('permissions: the workflow\'s default grants write; only the publishing job may');
    expect(rules((t) => t.replace('    needs: test\n    environment: release\n', '    needs: test\n    environment: release\n    permissions:\n      contents: write\n'))).toContain(
      'build: grants write permissions but does not publish the release',
    );
  });

  it('a dependency cache, secrets outside an environment, a checkout that keeps its token', () => {
    expect(rules((t) => t.replaceAll('          package-manager-cache: false\n', '          cache: npm\n'))).toContain('build: setup-node must restore no cache (package-manager-cache: false, no cache input)');
    expect(rules((t) => t.replace('    needs: test\n    environment: release\n', '    needs: test\n'))).toEqual(expect.arrayContaining([expect.stringMatching(/^build: uses secrets \(CSC_LINK, .*\) outside a protected environment$/)]));
    expect(rules((t) => t.replace('persist-credentials: false', 'persist-credentials: true'))).toContain('test: checkout leaves the token in .git/config (persist-credentials: false)');
  });

  it('what GitHub would refuse to run', () => {
    expect(rules((t) => t.replace('    runs-on: ${{ matrix.runner }}\n    timeout-minutes: 75', '    timeout-minutes: 75')).some((p) => p.startsWith('schema:'))).toBe(true);
  });
});
