import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ClientManifest, SsrBundle } from '../../../client/src/ssr/renderer-api.js';

/** The files the build leaves for the server beside client/dist. */
export interface PageRenderer {
  /**
   * client/src/ssr/entry-server.tsx, built by `vite build --ssr` into client/dist-ssr/, loaded once
   * when first asked for: React's server renderer and every page's code take a quarter of a second
   * to load, which a start need not wait for (the server asks for it once it listens).
   */
  bundle(): Promise<SsrBundle>;
  manifest: ClientManifest;
  /** The address the prerendered pages' canonical links use (PUBLIC_URL at build time). */
  builtForOrigin: string;
  /** The public pages the build wrote as files, as the router classified them then (prerender.json; not in a build from before). */
  prerenderedPaths: readonly string[] | undefined;
}

/** What scripts/prerender.ts records beside the bundle. */
export interface PrerenderInfo {
  origin: string;
  prerenderedPaths?: string[];
}

export const ssrFiles = {
  bundle: 'entry-server.js',
  manifest: 'client-manifest.json',
  info: 'prerender.json',
} as const;

/** client/dist → client/dist-ssr. */
export function ssrDirOf(distDir: string): string {
  return path.join(path.dirname(distDir), `${path.basename(distDir)}-ssr`);
}

/** The server renderer the build wrote, its bundle not loaded yet; undefined when the client was not built. */
export function openPageRenderer(ssrDir: string): PageRenderer | undefined {
  const bundleFile = path.join(ssrDir, ssrFiles.bundle);
  const infoFile = path.join(ssrDir, ssrFiles.info);
  if (!existsSync(bundleFile) || !existsSync(infoFile)) return undefined;
  const info = JSON.parse(readFileSync(infoFile, 'utf8')) as PrerenderInfo;
  let loading: Promise<SsrBundle> | undefined;
  return {
    bundle() {
      loading ??= import(pathToFileURL(bundleFile).href) as Promise<SsrBundle>;
      return loading;
    },
    manifest: JSON.parse(readFileSync(path.join(ssrDir, ssrFiles.manifest), 'utf8')) as ClientManifest,
    builtForOrigin: info.origin,
    prerenderedPaths: info.prerenderedPaths,
  };
}
