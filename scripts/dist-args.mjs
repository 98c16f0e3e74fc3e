// What `npm run dist` (scripts/dist.mjs) hands electron-builder, and what it says about signing first: kept apart
// from dist.mjs so the tests resolve the very configuration a release is built with (test/unit/release/).
import { feedArgs } from './update-feed.mjs';

/**
 * electron-builder's command line for a build: never an upload, the feed from `env`. No `--config`: electron-builder
 * reads electron-builder.yml by itself, and `--config FILE` beside `-c.x=y` makes it read the file twice (as the
 * config and as its parent), every list in it doubled: each macOS target built twice into one latest-mac.yml.
 * @param {Record<string, string | undefined>} env @param {string[]} extra @returns {string[]}
 */
export function builderArgs(env, extra = []) {
  return ['--publish', 'never', ...feedArgs(env), ...extra];
}

const APPLE_ID_SET = ['APPLE_ID', 'APPLE_APP_SPECIFIC_PASSWORD', 'APPLE_TEAM_ID'];
const APPLE_API_SET = ['APPLE_API_KEY', 'APPLE_API_KEY_ID', 'APPLE_API_ISSUER'];

/**
 * One line per thing this build will not do (sign, notarise), and the reasons it must not start at all: a
 * partial set of Apple credentials, or credentials with nothing to sign with (electron-builder notarises only an
 * app it has signed, so that build would come out un-notarised without a word). A Mac finds a Developer ID
 * identity in its keychain unless CSC_IDENTITY_AUTO_DISCOVERY=false (the release workflow sets that when it has
 * no certificate).
 * @param {Record<string, string | undefined>} env @param {NodeJS.Platform} platform
 * @returns {{ notices: string[], errors: string[] }}
 */
export function signingStatus(env, platform) {
  const notices = [];
  const errors = [];
  if (platform !== 'darwin' && platform !== 'win32') return { notices, errors };
  const certificate = Boolean(env.CSC_LINK);
  const keychain = platform === 'darwin' && env.CSC_IDENTITY_AUTO_DISCOVERY !== 'false';
  if (!certificate) notices.push(keychain ? "no signing certificate (CSC_LINK): signed only if a Developer ID identity is in this Mac's keychain." : 'no signing certificate (CSC_LINK): this build is unsigned.');
  if (platform !== 'darwin') return { notices, errors };
  const given = (names) => names.filter((n) => Boolean(env[n]));
  const idSet = given(APPLE_ID_SET);
  const apiSet = given(APPLE_API_SET);
  for (const [set, names] of [[idSet, APPLE_ID_SET], [apiSet, APPLE_API_SET]]) {
    if (set.length > 0 && set.length < names.length) {
      errors.push(`notarisation needs ${names.join(' + ')}; ${names.filter((n) => !set.includes(n)).join(', ')} not set.`);
    }
  }
  const complete = idSet.length === APPLE_ID_SET.length || apiSet.length === APPLE_API_SET.length;
  if (complete && !certificate && !keychain) errors.push('Apple notarisation credentials are set but there is no certificate to sign with (CSC_LINK): an unsigned app cannot be notarised.');
  if (!complete && errors.length === 0) notices.push(`no Apple notarisation credentials (${APPLE_ID_SET.join(', ')}): this macOS build is not notarised, and Gatekeeper will refuse it.`);
  return { notices, errors };
}

/** A line as the log shows it: a GitHub Actions annotation on the runners, plain elsewhere. */
/** @param {'notice' | 'error'} kind @param {string} text @param {Record<string, string | undefined>} env */
export function statusLine(kind, text, env) {
  return env.GITHUB_ACTIONS === 'true' ? `::${kind} title=Opsdesk installers::${text}` : `opsdesk: ${text}`;
}
