// The renderer's build (vite build, as `npm run build:renderer`), run by `npm start` in a child process of its
// own: the build holds its process's loop for seconds at a time, so the parent, whose loop stays free, is the one
// that shows progress. Progress goes to the parent over the IPC channel: modules transformed, then the phases.
import { build } from 'vite';

const send = (message) => {
  if (process.send) process.send(message);
};
let modules = 0;
let lastSent = 0;
const progress = {
  name: 'opsdesk-build-progress',
  transform() {
    modules++;
    // Often enough for a line every few seconds, seldom enough to cost nothing.
    if (modules - lastSent >= 50) {
      lastSent = modules;
      send({ phase: 'transforming', modules });
    }
    return null;
  },
  buildEnd() {
    send({ phase: 'bundling', modules });
  },
  renderStart() {
    send({ phase: 'writing', modules });
  },
};

try {
  // No source maps for the app a user starts: writing them is a fifth of the build (20 s → 27 s here), and
  // `npm run build` (tests, packaging) still writes them.
  await build({ configFile: 'vite.config.ts', logLevel: 'warn', plugins: [progress], build: { sourcemap: false } });
  send({ phase: 'done', modules });
  process.exit(0);
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
}
