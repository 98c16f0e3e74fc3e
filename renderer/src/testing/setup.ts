// Renderer test setup: Testing Library unmounts after each test (vitest runs without globals).
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());
