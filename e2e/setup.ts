import { afterEach, expect } from 'vitest';
import { hydrationMismatches } from './harness';

// Every e2e test: no page it opened logged a hydration mismatch (main.tsx).
afterEach(() => {
  expect(hydrationMismatches.splice(0), 'hydration mismatches').toEqual([]);
});
