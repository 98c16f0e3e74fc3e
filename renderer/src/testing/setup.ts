// Renderer test setup: Testing Library unmounts after each test (vitest runs without globals).
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor give up after this long. Testing Library's 1 s default is a timing a loaded machine stretches
// (a Settings section's counts took longer to appear beside two busy loops); a test whose awaited text never
// comes still fails, only later.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => cleanup());
