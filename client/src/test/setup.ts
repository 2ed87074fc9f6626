import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { installDialogPolyfill } from './dialog-polyfill';

installDialogPolyfill();

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  // Every test that needs the network stubs `fetch` itself; never let a stub leak into the next test.
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
