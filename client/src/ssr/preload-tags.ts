/** The part of Vite's build manifest (`build.manifest`) used here: one entry per chunk or source module. */
export type ClientManifest = Record<string, { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }>;

/**
 * `<link rel="modulepreload">` for the chunks a page's lazy modules need, minus what the entry
 * already loads (the built index.html preloads those), so the browser fetches them in parallel
 * with the entry instead of after it has run.
 */
export function preloadTags(modules: readonly string[], manifest: ClientManifest): string {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const loadedByEntry = new Set<string>();
  if (entryKey) collectChunks(entryKey, manifest, loadedByEntry);
  const needed = new Set<string>();
  for (const moduleId of modules) collectChunks(moduleId, manifest, needed);
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const key of needed) {
    if (loadedByEntry.has(key)) continue;
    const chunk = manifest[key]!;
    scripts.push(`<link rel="modulepreload" crossorigin href="/${chunk.file}">`);
    for (const css of chunk.css ?? []) styles.push(`<link rel="stylesheet" crossorigin href="/${css}">`);
  }
  return [...new Set(styles), ...scripts].join('');
}

function collectChunks(key: string, manifest: ClientManifest, into: Set<string>): void {
  if (into.has(key) || !manifest[key]) return;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) collectChunks(imported, manifest, into);
}
