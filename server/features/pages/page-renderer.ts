import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ClientManifest, SsrBundle } from '../../../client/src/ssr/renderer-api.js';

/** The files the build leaves for the server beside client/dist. */
export interface PageRenderer {
  /** client/src/ssr/entry-server.tsx, built by `vite build --ssr` into client/dist-ssr/. */
  bundle: SsrBundle;
  manifest: ClientManifest;
  /** The address the prerendered pages' canonical links use (PUBLIC_URL at build time). */
  builtForOrigin: string;
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

/** Loads the server renderer the build wrote; undefined when the client was not built. */
export async function loadPageRenderer(ssrDir: string): Promise<PageRenderer | undefined> {
  const bundleFile = path.join(ssrDir, ssrFiles.bundle);
  const infoFile = path.join(ssrDir, ssrFiles.info);
  if (!existsSync(bundleFile) || !existsSync(infoFile)) return undefined;
  const bundle = (await import(pathToFileURL(bundleFile).href)) as SsrBundle;
  const info = JSON.parse(readFileSync(infoFile, 'utf8')) as { origin: string };
  return {
    bundle,
    manifest: JSON.parse(readFileSync(path.join(ssrDir, ssrFiles.manifest), 'utf8')) as ClientManifest,
    builtForOrigin: info.origin,
  };
}
