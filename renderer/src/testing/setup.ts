// Renderer test setup: Testing Library unmounts after each test (vitest runs without globals).
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';

// findBy*/waitFor give up after this long. Testing Library's 1 s default is a timing a loaded machine stretches
// (a Settings section's counts took longer to appear beside two busy loops); a test whose awaited text never
// comes still fails, only later.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => cleanup());

// The app loads a locale's texts when it is first shown (i18n/texts.ts); a test renders and looks at once, so both
// locales are here before it starts (IntlRoot then shows its locale in the first render). Imported here, not at
// the top: a test file's vi.mock of the module then applies.
beforeAll(async () => {
  const { loadEveryLocale, TEXTS } = await import('../i18n/texts');
  await loadEveryLocale(TEXTS);
});
