import type { ClientManifest } from './renderer-api';

export interface EntryAssets {
  entryScript: string;
  stylesheets: string[];
  /** The chunks the entry script imports, fetched beside it instead of after it has been read. */
  modulePreloads: string[];
}

/**
 * What Vite's own index.html names, read from its manifest (`build.manifest`), as Vite's guide to
 * backend integration does: the entry script, the chunks it imports (preloaded, as
 * `build.modulePreload` does), and their stylesheets. A page's route and its parts are not named:
 * the entry loads the route (React Router's `lazy`), and Vite's preload helper fetches that chunk's
 * imports beside it, after the page has painted.
 */
export function entryAssets(manifest: ClientManifest): EntryAssets {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('The client manifest has no entry chunk');
  const chunks = staticImportsOf(entryKey, manifest);
  return {
    entryScript: `/${manifest[entryKey]!.file}`,
    stylesheets: [...new Set(chunks.flatMap((key) => manifest[key]!.css ?? []))].map((file) => `/${file}`),
    modulePreloads: chunks.filter((key) => key !== entryKey).map((key) => `/${manifest[key]!.file}`),
  };
}

/** A chunk and every chunk it imports statically, each once, the chunk first. */
function staticImportsOf(key: string, manifest: ClientManifest, seen = new Set<string>()): string[] {
  if (seen.has(key) || !manifest[key]) return [];
  seen.add(key);
  return [key, ...(manifest[key].imports ?? []).flatMap((imported) => staticImportsOf(imported, manifest, seen))];
}
