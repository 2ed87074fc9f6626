import type { ClientManifest } from './renderer-api';

/** The files a page's <head> names: the entry script, every stylesheet, and the chunks to preload. */
export interface PageAssets {
  entryScript: string;
  styles: string[];
  modulePreloads: string[];
}

/**
 * From Vite's manifest: the entry with the chunks it imports (what Vite's own index.html names),
 * plus the chunks of the lazy modules this page loaded (its route's page, their parts), so the
 * browser fetches them beside the entry instead of after it has run.
 */
export function pageAssets(manifest: ClientManifest, lazyModules: readonly string[]): PageAssets {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('The client manifest has no entry chunk');
  const chunks = new Set<string>();
  collectChunks(entryKey, manifest, chunks);
  for (const moduleId of lazyModules) collectChunks(moduleId, manifest, chunks);
  const files = [...chunks].map((key) => manifest[key]!);
  return {
    entryScript: `/${manifest[entryKey]!.file}`,
    styles: [...new Set(files.flatMap((chunk) => chunk.css ?? []))].map((file) => `/${file}`),
    modulePreloads: [...chunks].filter((key) => key !== entryKey).map((key) => `/${manifest[key]!.file}`),
  };
}

function collectChunks(key: string, manifest: ClientManifest, into: Set<string>): void {
  if (into.has(key) || !manifest[key]) return;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) collectChunks(imported, manifest, into);
}
