/// <reference types="node" />
import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Which lazily imported client modules one server render loaded (a route's page, its parts), so
 * the HTML can preload their chunks instead of the browser discovering them after the entry runs.
 * The SSR build's `track-lazy-imports` plugin wraps every `import()` under client/src in
 * `trackLazyImport`; renders run concurrently on the server, hence one set per async context.
 */
const currentRender = new AsyncLocalStorage<Set<string>>();

export function collectLazyImports<T>(work: () => Promise<T>): Promise<{ result: T; modules: string[] }> {
  const modules = new Set<string>();
  return currentRender.run(modules, async () => ({ result: await work(), modules: [...modules] }));
}

export function trackLazyImport<T>(moduleId: string, loading: Promise<T>): Promise<T> {
  currentRender.getStore()?.add(moduleId);
  return loading;
}
