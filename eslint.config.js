// Import boundaries follow the runtime each folder may run in (see README "Layout").
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { builtinModules } from 'node:module';
import globals from 'globals';
import { noCrossFeatureImports } from './scripts/eslint/feature-boundaries.js';
import { noImportCycles } from './scripts/eslint/no-import-cycles.js';
import { rendererLayers } from './scripts/eslint/renderer-layers.js';

const nodeBuiltins = [...builtinModules, ...builtinModules.map((m) => `node:${m}`)];

const noNode = { paths: nodeBuiltins.map((name) => ({ name, message: 'Node built-ins are not available here.' })) };
/** electron/core's import rule, with the extra patterns of one of its folders. */
function coreImports(...extra) {
  return {
    paths: [{ name: 'electron', message: 'electron/core must run under plain Node.' }],
    patterns: [electronPattern, { group: ['**/hosts/**', '**/renderer/**', '**/sandbox/**'], message: 'electron/core must not depend on a host, the renderer or the sandbox.' }, ...extra],
  };
}

const effectHooks = ['useEffect', 'useLayoutEffect', 'useInsertionEffect'];
const opsdesk = { rules: { 'no-cross-feature-imports': noCrossFeatureImports, 'no-import-cycles': noImportCycles, 'renderer-layers': rendererLayers } };
const electronPattern = { group: ['electron', 'electron/*'], message: 'Only electron/hosts/electron may import Electron.' };

export default tseslint.config(
  { ignores: ['node_modules/**', 'dist/**', 'dist-electron/**', 'release/**', 'test/fixtures/lint/**', 'test-results/**', '.stryker-tmp/**', 'reports/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['scripts/**', '*.config.{js,ts}', '.ci/**'], languageOptions: { globals: globals.node } },
  // A CommonJS stand-in for the electron module (test/e2e/package.spec.ts runs the packed app on it).
  { files: ['test/fixtures/electron-stand-in/**/*.cjs'], languageOptions: { sourceType: 'commonjs', globals: globals.node }, rules: { '@typescript-eslint/no-require-imports': 'off' } },
  {
    // No import cycles, type-only imports included (scripts/eslint/no-import-cycles.js).
    files: ['**/*.{ts,tsx,mts,cts}'],
    plugins: { opsdesk },
    rules: { 'opsdesk/no-import-cycles': 'error' },
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        ...noNode,
        patterns: [
          electronPattern,
          { group: ['**/electron/**', '**/renderer/**', 'react', 'react-dom'], message: 'shared/ imports only shared/ and pure libraries.' },
        ],
      }],
      'no-restricted-globals': ['error', 'window', 'document', 'process', 'Buffer', 'require'],
    },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        ...noNode,
        patterns: [electronPattern, { group: ['**/electron/**'], message: 'The renderer talks to the main process only through the typed bridge.' }],
      }],
      // Questions go through components/ConfirmDialog (count, target, translated, keyboard-safe).
      'no-restricted-globals': ['error', ...['confirm', 'alert', 'prompt'].map((name) => ({ name, message: 'Use useConfirm() / <ConfirmDialog> (renderer/README.md).' }))],
      'no-restricted-properties': ['error', ...['confirm', 'alert', 'prompt'].map((property) => ({ object: 'window', property, message: 'Use useConfirm() / <ConfirmDialog> (renderer/README.md).' }))],
      // React takes whatever an effect returns for its clean-up. An expression body returns its callee's value
      // (Chromium's scrollIntoView returns a Promise), and React then crashes on unmount: "destroy is not a function".
      'no-restricted-syntax': ['error', ...effectHooks.map((hook) => ({
        selector: `CallExpression:matches([callee.name='${hook}'], [callee.property.name='${hook}']) > ArrowFunctionExpression.arguments[expression=true]:not([body.type=/^(Arrow)?FunctionExpression$/])`,
        message: `Give the ${hook} callback a block body: an expression body hands its value to React as the clean-up.`,
      })), {
        // The shell remounts every screen when the profile changes (Shell.tsx keys the Outlet). A key of its own
        // on an editor remounts it again as that key settles, and the rows pasted meanwhile are lost.
        selector: "JSXOpeningElement[name.name='BulkEditor'] > JSXAttribute[name.name='key']",
        message: 'No key on BulkEditor: the shell remounts screens on a profile switch; a key of its own loses the rows typed while it settles.',
      }],
    },
  },
  {
    // The renderer's folders are layers, lowest first: a module imports its own layer or a lower one
    // (scripts/eslint/renderer-layers.js, renderer/README.md "Layers"). Tests are not judged; testing/ is theirs.
    files: ['renderer/src/**/*.{ts,tsx}'],
    plugins: { opsdesk },
    rules: {
      'opsdesk/renderer-layers': ['error', {
        root: 'renderer/src',
        layers: ['styles', 'bridge', 'api', 'i18n', 'ledger', 'drafts', 'jobs', 'components', 'forms', 'testing', 'app', 'features'],
        testOnly: ['testing'],
        gathers: [
          // The message tables `npm run gen` gathers (each imports only i18n/define): the shared layers' and each
          // feature's. i18n/catalogue.ts merges the two generated files and reaches up no further.
          { file: 'i18n/layer-messages.gen.ts', may: 'app/**/messages.ts' },
          { file: 'i18n/layer-messages.gen.ts', may: 'components/**/messages.ts' },
          { file: 'i18n/feature-messages.gen.ts', may: 'features/*/messages.ts' },
          // The screen list `npm run gen` writes: each feature's route.ts.
          { file: 'app/features.gen.ts', may: 'features/*/route.ts' },
        ],
      }],
    },
  },
  {
    // Renderer features stay independent of each other (renderer/README.md).
    files: ['renderer/src/features/**/*.{ts,tsx}'],
    plugins: { opsdesk },
    rules: { 'opsdesk/no-cross-feature-imports': 'error' },
  },
  {
    files: ['electron/core/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', coreImports()] },
  },
  // Inside the core, jobs are layered: job/ (the job model and its types) below journal/ (the files) below
  // ledger/ (the index of what was sent, derived from the journals) below batch/ (the runner). A lower folder
  // never imports a higher one, so no cycle can form between them.
  {
    files: ['electron/core/journal/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', coreImports({ group: ['**/batch/**', '**/batch', '**/ledger/**', '**/ledger', '**/app/**', '**/app'], message: 'journal/ must not import ledger/, batch/ or app/ (they use the journal; what both need lives in job/, file helpers in files/).' })] },
  },
  {
    files: ['electron/core/ledger/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', coreImports({ group: ['**/batch/**', '**/batch'], message: 'ledger/ must not import batch/ (the runner asks the ledger; what both need lives in job/).' })] },
  },
  {
    files: ['electron/core/job/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', coreImports({ group: ['**/batch/**', '**/batch', '**/journal/**', '**/journal', '**/ledger/**', '**/ledger'], message: 'job/ is below journal/, ledger/ and batch/: it imports none of them.' })] },
  },
  {
    // Node-only code the core, both hosts and the sandbox all use (one readBody, one PRNG): it imports none of
    // them, so the sandbox can use it and still share nothing with the client.
    files: ['electron/node-shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [{ name: 'electron', message: 'electron/node-shared runs under plain Node.' }],
        patterns: [electronPattern, { group: ['**/core/**', '**/hosts/**', '**/sandbox/**', '**/renderer/**'], message: 'electron/node-shared imports only shared/ and Node: the core, the hosts and the sandbox all use it.' }],
      }],
    },
  },
  {
    files: ['electron/sandbox/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [{ name: 'electron', message: 'The sandbox runs under plain Node.' }],
        patterns: [electronPattern, { group: ['**/core/**', '**/hosts/**', '**/renderer/**'], message: 'The sandbox imports only shared/ and electron/node-shared/: it must not share the client\'s code (an emulator that signs like the client cannot catch the client\'s bugs).' }],
      }],
    },
  },
  {
    files: ['electron/hosts/web/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [{ name: 'electron', message: 'The browser host runs under plain Node.' }],
        patterns: [electronPattern, { group: ['**/hosts/electron/**'], message: 'The browser host must not depend on the Electron host.' }],
      }],
    },
  },
  {
    // The guarded IPC over loopback HTTP that both hosts serve (the browser host to its tabs, every host to
    // `opsdesk run`): below both hosts, so neither depends on the other through it.
    files: ['electron/hosts/loopback/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [{ name: 'electron', message: 'The loopback channel runs under plain Node.' }],
        patterns: [electronPattern, { group: ['**/hosts/electron/**', '**/hosts/web/**', '**/hosts/cli/**', '../web/**', '../electron/**', '../cli/**'], message: 'electron/hosts/loopback/ is below the hosts: it imports none of them.' }],
      }],
    },
  },
);
