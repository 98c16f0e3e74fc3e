#!/usr/bin/env node
// The `opsdesk` command of a checkout (package.json "bin"): runs electron/hosts/cli/cli.ts under tsx, with the
// arguments and the exit code passed through (`opsdesk run …`, see `opsdesk run --help`).
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const result = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'electron', 'hosts', 'cli', 'cli.ts'), ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
