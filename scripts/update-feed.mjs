// The update feed of a build, from the environment (scripts/dist.mjs): electron-builder's publish settings.
/** @param {Record<string, string | undefined>} env @returns {string[]} */
export function feedArgs(env) {
  if (env.OPSDESK_UPDATE_URL) {
    const url = new URL(env.OPSDESK_UPDATE_URL);
    if (url.protocol !== 'https:') throw new Error('OPSDESK_UPDATE_URL must be an https:// address');
    return ['-c.publish.provider=generic', `-c.publish.url=${url.href}`];
  }
  if (env.OPSDESK_UPDATE_GITHUB) {
    const [owner, repo] = env.OPSDESK_UPDATE_GITHUB.split('/');
    if (!owner || !repo) throw new Error('OPSDESK_UPDATE_GITHUB must be owner/repo');
    return ['-c.publish.provider=github', `-c.publish.owner=${owner}`, `-c.publish.repo=${repo}`];
  }
  console.log('opsdesk: no update feed set (OPSDESK_UPDATE_URL or OPSDESK_UPDATE_GITHUB): this build will not check for updates.');
  return [];
}

