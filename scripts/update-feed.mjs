// The update feed of a build, from the environment (scripts/dist.mjs): electron-builder's publish settings.
// electron-builder writes them into the app (resources/app-update.yml, read by electron-updater) and names the
// installers in latest*.yml by them; `npm run dist` never uploads (`--publish never`): the release workflow does.
/** @param {Record<string, string | undefined>} env @returns {string[]} */
export function feedArgs(env) {
  if (env.OPSDESK_UPDATE_URL) {
    const url = new URL(env.OPSDESK_UPDATE_URL);
    if (url.protocol !== 'https:') throw new Error('OPSDESK_UPDATE_URL must be an https:// address');
    return ['-c.publish.provider=generic', `-c.publish.url=${url.href}`];
  }
  if (env.OPSDESK_UPDATE_GITHUB) {
    const [owner, repo, ...rest] = env.OPSDESK_UPDATE_GITHUB.split('/');
    if (!owner || !repo || rest.length > 0) throw new Error('OPSDESK_UPDATE_GITHUB must be owner/repo');
    // A release is made as a draft and published by hand once checked: installed apps never see a draft
    // (electron-updater reads the latest published release), so nothing reaches users before that.
    return ['-c.publish.provider=github', `-c.publish.owner=${owner}`, `-c.publish.repo=${repo}`, '-c.publish.releaseType=draft'];
  }
  console.log('opsdesk: no update feed set (OPSDESK_UPDATE_URL or OPSDESK_UPDATE_GITHUB): this build will not check for updates.');
  return [];
}
