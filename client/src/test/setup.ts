import { cleanup, configure } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { afterEach, vi } from 'vitest';
import { skipWaitingForFirstInput } from '@/lib/after-first-input';
import { installDialogPolyfill } from './dialog-polyfill';

installDialogPolyfill();
// No test reaches the network: a call no test stubbed (a nav badge's count, a query refetched after
// its test ended) fails as an unreachable server does, at once, instead of dialling localhost.
globalThis.fetch = (input: RequestInfo | URL) =>
  Promise.reject(new TypeError(`No network in tests: ${input instanceof Request ? input.url : String(input)}`));
// Components render here as after a move within the site: a form's code loads at once.
skipWaitingForFirstInput();
// The first render of a lazy route compiles its modules on demand; give it more than the default second.
configure({ asyncUtilTimeout: 4000 });

afterEach(async () => {
  cleanup();
  window.localStorage.clear();
  // Every test that needs the network stubs `fetch` itself; never let a stub leak into the next test.
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // The test files of a worker share their modules, React's among them. React's server renderers
  // leave each context where the last task of a render that waited (a lazy route) began, inside
  // its providers, and a later client render outside any router would then find a router above it.
  // One empty render by each (the streaming one behind `prerender`, the legacy one behind
  // `renderToString`) switches every context back to its default.
  await prerender(null);
  renderToString(null);
});
