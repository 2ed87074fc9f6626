import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { skipWaitingForFirstInput } from '@/lib/after-first-input';
import { installDialogPolyfill } from './dialog-polyfill';

installDialogPolyfill();
// Components render here as after a move within the site: a form's code loads at once.
skipWaitingForFirstInput();
// The first render of a lazy route compiles its modules on demand; give it more than the default second.
configure({ asyncUtilTimeout: 4000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  // Every test that needs the network stubs `fetch` itself; never let a stub leak into the next test.
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
