// The npm registry reachable here does not serve every platform build of packages such as rollup (the
// android/freebsd/… builds answer 404), so `npm install` silently leaves their optional entries out of
// package-lock.json, and `npm ci` then refuses the lock as "out of sync". This adds the missing optional
// entries with the os/cpu their names state, so npm ci skips them on other platforms without fetching them.
// Run it after any `npm install` that changes the lock: `node scripts/complete-lockfile.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';

const OS = ['android', 'darwin', 'freebsd', 'linux', 'openbsd', 'openharmony', 'win32', 'sunos', 'netbsd', 'aix', 'cygwin'];
const CPU = ['arm64', 'arm', 'x64', 'ia32', 'loong64', 'ppc64', 'riscv64', 's390x', 'mips64el'];

const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const packages = lock.packages;

/** Where node would resolve `name` from the package at `from` (walking up node_modules folders). */
function resolves(from, name) {
  let dir = from;
  for (;;) {
    if (packages[`${dir ? `${dir}/` : ''}node_modules/${name}`]) return true;
    if (!dir) return false;
    const idx = dir.lastIndexOf('/node_modules/');
    dir = idx < 0 ? '' : dir.slice(0, idx);
  }
}

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OS.includes(p)) ?? (name === 'fsevents' ? 'darwin' : undefined);
  const cpu = parts.find((p) => CPU.includes(p));
  return { os, cpu };
}

let added = 0;
for (const [path, pkg] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(pkg.optionalDependencies ?? {})) {
    if (resolves(path, name)) continue;
    const { os, cpu } = platformOf(name);
    if (!os) {
      console.error(`complete-lockfile: ${name} (optional dependency of ${path || 'the root'}) is missing and names no platform; run npm install`);
      process.exitCode = 1;
      continue;
    }
    const entry = { version: version.replace(/^[~^]/, ''), ...(pkg.dev ? { dev: true } : {}), optional: true, os: [os], ...(cpu ? { cpu: [cpu] } : {}) };
    packages[`${path ? `${path}/` : ''}node_modules/${name}`] = entry;
    added += 1;
  }
}
// npm orders the keys with an English locale compare ('string_decoder' before 'string-width'); any other order
// makes the next `npm install` on a fresh clone rewrite the lock and leave the tree dirty.
lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b, 'en'))));
writeFileSync(lockPath, JSON.stringify(lock, null, 2) + '\n');
console.log(`complete-lockfile: added ${added} optional platform entries`);
