import { readFileSync } from 'node:fs';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

/** Lints `code` as if it were the file at `filePath` and returns the rule ids that fired. */
async function rulesFired(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('import boundaries', () => {
  // The first lint loads the parser and plugins: slow on a busy machine, and not what is tested.
  beforeAll(() => eslint.lintText('export {};\n', { filePath: 'shared/warm-up.ts' }), 120_000);

  it('fail lint for a Node built-in in shared/ (the fixture)', async () => {
    const fixture = readFileSync('test/fixtures/lint/shared-imports-node-fs.ts', 'utf8');
    expect(await rulesFired(fixture, 'shared/bad.ts')).toContain('no-restricted-imports');
  });

  it.each([
    ['shared/x.ts', "import { app } from 'electron';"],
    ['shared/x.ts', "import fs from 'fs';"],
    ['shared/x.ts', "import { computeSign } from '../electron/core/signing';"],
    ['renderer/src/x.ts', "import { computeSign } from '../../electron/core/signing';"],
    ['renderer/src/x.ts', "import { createHash } from 'node:crypto';"],
    ['renderer/src/x.ts', "import { ipcRenderer } from 'electron';"],
    ['electron/core/x.ts', "import { safeStorage } from 'electron';"],
    ['electron/core/x.ts', "import { startSandbox } from '../sandbox/index';"],
    ['electron/sandbox/x.ts', "import { computeSign } from '../core/signing';"],
    // The sandbox's own folders (http/, state/, faults/) keep its rule.
    ['electron/sandbox/http/x.ts', "import { computeSign } from '../../core/signing';"],
    ['electron/sandbox/state/x.ts', "import { startWebHost } from '../../hosts/web/server';"],
    ['electron/core/app/emulator/x.ts', "import { startSandbox } from '../../../sandbox/index';"],
    ['electron/hosts/web/x.ts', "import { BrowserWindow } from 'electron';"],
    ['electron/core/journal/x.ts', "import { BatchRunner } from '../batch/runner';"],
    ['electron/core/journal/x.ts', "import type { BatchRunner } from '../batch/runner';"],
    ['electron/core/job/x.ts', "import type { Journal } from '../journal/journal';"],
    ['electron/core/job/x.ts', "import { BatchRunner } from '../batch/runner';"],
    ['electron/core/job/x.ts', "import { Ledger } from '../ledger/ledger';"],
    ['electron/core/journal/x.ts', "import { Ledger } from '../ledger/ledger';"],
    ['electron/core/ledger/x.ts', "import { BatchRunner } from '../batch/runner';"],
    ['electron/core/ledger/x.ts', "import type { LiveJobs } from '../batch/live-jobs';"],
    ['electron/core/journal/x.ts', "import { startSandbox } from '../../sandbox/index';"],
    ['electron/node-shared/x.ts', "import { computeSign } from '../core/signing';"],
    ['electron/node-shared/x.ts', "import { startSandbox } from '../sandbox/index';"],
    ['electron/node-shared/x.ts', "import { startWebHost } from '../hosts/web/server';"],
    ['electron/node-shared/x.ts', "import { app } from 'electron';"],
  ])('fail lint in %s for %s', async (filePath, line) => {
    expect(await rulesFired(`${line}\nexport const used = [${line.match(/\{ (\w+) \}|import (\w+)/)?.slice(1).find(Boolean)}];\n`, filePath)).toContain(
      'no-restricted-imports',
    );
  });

  it.each([
    ['shared/x.ts', "import { z } from 'zod';\nexport const s = z.string();"],
    ['electron/core/x.ts', "import { createHash } from 'node:crypto';\nexport const h = createHash;"],
    ['electron/sandbox/x.ts', "import { CATALOGUE } from '../../shared/catalogue';\nexport const c = CATALOGUE;"],
    ['renderer/src/x.ts', "import { CATALOGUE } from '../../shared/catalogue';\nexport const c = CATALOGUE;"],
    ['electron/hosts/electron/x.ts', "import { app } from 'electron';\nexport const a = app;"],
    ['electron/sandbox/x.ts', "import { readBody } from '../node-shared/read-body';\nexport const r = readBody;"],
    ['electron/sandbox/http/x.ts', "import { readBody } from '../../node-shared/read-body';\nexport const r = readBody;"],
    ['electron/sandbox/state/x.ts', "import { CATALOGUE } from '../../../shared/catalogue';\nexport const c = CATALOGUE;"],
    ['electron/hosts/web/x.ts', "import { readBody } from '../../node-shared/read-body';\nexport const r = readBody;"],
    ['electron/core/x.ts', "import { seededRandom } from '../node-shared/prng';\nexport const r = seededRandom;"],
    ['electron/core/batch/x.ts', "import { Journal } from '../journal/journal';\nexport const j = Journal;"],
    ['electron/core/journal/x.ts', "import { JobModel } from '../job/job-model';\nexport const m = JobModel;"],
    ['electron/core/ledger/x.ts', "import { Journal } from '../journal/journal';\nexport const j = Journal;"],
    ['electron/core/batch/x.ts', "import { Ledger } from '../ledger/ledger';\nexport const l = Ledger;"],
    ['electron/node-shared/x.ts', "import { stringifyJson } from '../../shared/json/lossless';\nexport const s = stringifyJson;"],
  ])('pass lint in %s for an allowed import', async (filePath, code) => {
    expect(await rulesFired(code, filePath)).toEqual([]);
  });

  describe('renderer features', () => {
    const RULE = 'opsdesk/no-cross-feature-imports';

    it('fail lint for a feature importing another feature (the fixture)', async () => {
      const fixture = readFileSync('test/fixtures/lint/feature-imports-other-feature.tsx', 'utf8');
      expect(await rulesFired(fixture, 'renderer/src/features/listings/ListingsScreen.tsx')).toContain(RULE);
    });

    it.each([
      ['renderer/src/features/listings/x.ts', "import { m } from '../orders/messages';"],
      ['renderer/src/features/listings/components/x.ts', "import { m } from '../../orders/queries';"],
      ['renderer/src/features/listings/x.ts', "import { m } from '../../features/orders';"],
      ['renderer/src/features/listings/x.ts', "export { m } from '../orders/messages';"],
      ['renderer/src/features/listings/x.ts', "export * from '../orders/messages';"],
      ['renderer/src/features/listings/x.ts', "export const m = () => import('../orders/OrdersScreen');"],
    ])('fail lint in %s for %s', async (filePath, code) => {
      expect(await rulesFired(`${code}\nexport const used = typeof m;\n`, filePath)).toContain(RULE);
    });

    it.each([['window.confirm("Delete?")'], ['confirm("Delete?")'], ['window.alert("Done")']])('fail lint for %s in the renderer', async (call) => {
      const fired = await rulesFired(`export const ask = () => ${call};\n`, 'renderer/src/features/listings/x.ts');
      expect(fired.some((r) => r === 'no-restricted-globals' || r === 'no-restricted-properties')).toBe(true);
    });

    it.each([
      ['renderer/src/features/listings/x.ts', "import { m } from './messages';"],
      ['renderer/src/features/listings/components/x.ts', "import { m } from '../queries';"],
      ['renderer/src/features/listings/x.ts', "import { m } from '../../components/Button';"],
      ['renderer/src/features/listings/x.ts', "import { m } from '../../app/root-route';"],
      ['renderer/src/app/features.gen.ts', "import { m } from '../features/orders/route';"],
    ])('pass lint in %s for %s', async (filePath, code) => {
      expect(await rulesFired(`${code}\nexport const used = m;\n`, filePath)).toEqual([]);
    });
  });

  describe('renderer layers', () => {
    const RULE = 'opsdesk/renderer-layers';

    it('fail lint for bridge/ importing components/ (the fixture)', async () => {
      const fixture = readFileSync('test/fixtures/lint/bridge-imports-components.ts', 'utf8');
      expect(await rulesFired(fixture, 'renderer/src/bridge/client-extra.ts')).toContain(RULE);
    });

    it.each([
      ['renderer/src/bridge/x.ts', "import { m } from '../components/Button';"],
      ['renderer/src/bridge/x.ts', "import type { m } from '../api/queries';"],
      ['renderer/src/api/x.ts', "import { m } from '../features/stock/route';"],
      ['renderer/src/api/x.ts', "export { m } from '../i18n/format';"],
      ['renderer/src/i18n/x.ts', "import { m } from '../components/fields';"],
      ['renderer/src/i18n/catalogue.ts', "import { m } from '../components/fields';"],
      ['renderer/src/i18n/catalogue.ts', "import { m } from '../components/job/messages';"],
      ['renderer/src/i18n/layer-messages.gen.ts', "import { m } from '../components/fields';"],
      ['renderer/src/i18n/layer-messages.gen.ts', "import { m } from '../features/stock/messages';"],
      ['renderer/src/i18n/x.ts', "import { m } from '../app/shell/messages';"],
      ['renderer/src/ledger/x.ts', "import { m } from '../jobs/send-plan';"],
      ['renderer/src/jobs/x.ts', "export const m = () => import('../components/job');"],
      ['renderer/src/components/grid/model/x.ts', "import { m } from '../../../forms/controlled';"],
      ['renderer/src/components/x.ts', "import { m } from '../app/preferences';"],
      ['renderer/src/app/x.ts', "import { m } from '../features/orders/route';"],
      ['renderer/src/components/x.ts', "import { m } from '../testing/fake-bridge';"],
      ['renderer/src/app/shell/x.ts', "import { m } from '../../testing/render';"],
    ])('fail lint in %s for %s', async (filePath, code) => {
      expect(await rulesFired(`${code}\nexport const used = typeof m;\n`, filePath)).toContain(RULE);
    });

    it.each([
      ['renderer/src/api/x.ts', "import { m } from '../bridge/client';"],
      ['renderer/src/jobs/x.ts', "import { m } from '../ledger/identity';"],
      ['renderer/src/components/job/x.ts', "import { m } from '../../jobs/send-plan';"],
      ['renderer/src/forms/x.ts', "import { m } from '../components/fields';"],
      ['renderer/src/features/stock/x.ts', "import { m } from '../../app/define-screen';"],
      ['renderer/src/i18n/layer-messages.gen.ts', "import { m } from '../components/grid/bulk/messages';"],
      ['renderer/src/i18n/layer-messages.gen.ts', "import { m } from '../app/shell/messages';"],
      ['renderer/src/i18n/feature-messages.gen.ts', "import { m } from '../features/stock/messages';"],
      ['renderer/src/bridge/x.test.ts', "import { m } from '../testing/fake-bridge';"],
      ['renderer/src/components/grid/x.test.ts', "import { m } from '../../features/stock/columns';"],
      ['renderer/src/testing/x.ts', "import { m } from '../components/ConfirmDialog';"],
      ['renderer/src/main.tsx', "import { m } from './features/stock/route';"],
    ])('pass lint in %s for %s', async (filePath, code) => {
      expect(await rulesFired(`${code}\nexport const used = m;\n`, filePath)).toEqual([]);
    });
  });

  describe('effects', () => {
    const header = "import { useEffect, useLayoutEffect } from 'react';\nimport * as React from 'react';\n";
    const component = (body: string) => `${header}export function Box({ el }: { el: HTMLElement }) {\n  ${body}\n  return null;\n}\n`;

    it.each([
      ['useEffect(() => el.scrollIntoView(), [el]);'],
      ['useLayoutEffect(() => el.focus(), [el]);'],
      ['React.useEffect(() => void el.focus(), [el]);'],
    ])('fail lint for an expression-bodied effect: %s', async (line) => {
      expect(await rulesFired(component(line), 'renderer/src/components/x.tsx')).toContain('no-restricted-syntax');
    });

    it.each([
      ['useEffect(() => { el.scrollIntoView(); }, [el]);'],
      ['useEffect(() => () => el.blur(), [el]);'],
      ['useLayoutEffect(function focus() { el.focus(); }, [el]);'],
    ])('pass lint for %s', async (line) => {
      expect(await rulesFired(component(line), 'renderer/src/components/x.tsx')).not.toContain('no-restricted-syntax');
    });
  });
});
