// A vitest environment for a renderer test that also runs the core and the sandbox in its process: happy-dom's
// DOM, with Node's own AbortController/AbortSignal and fetch kept. happy-dom's versions replace them otherwise,
// and Node's APIs (events.setMaxListeners on the sandbox's signal, fetch to the loopback sandbox without a
// page's CORS rules) refuse or change under them. The vitest project
// `renderer-core` (vitest.config.ts) runs its files in it.
import { builtinEnvironments, type Environment } from 'vitest/runtime';

const NODE_OWNS = ['AbortController', 'AbortSignal', 'fetch', 'Request', 'Response', 'Headers', 'FormData'] as const;

const environment: Environment = {
  name: 'happy-dom-node-net',
  viteEnvironment: 'client',
  async setup(global: Record<string, unknown>, options) {
    const kept = NODE_OWNS.map((k) => [k, global[k]] as const);
    const dom = await builtinEnvironments['happy-dom'].setup(global, options);
    // happy-dom's globals are accessors whose setter keeps a value of the test's own: Node's go back in.
    for (const [k, v] of kept) global[k] = v;
    return dom;
  },
};

export default environment;
