import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Job } from '../../../contract/jobs.js';

/** Vite's manifest of the client's chunks (see client/src/ssr/preload-tags.ts). */
export type ClientManifest = Record<string, { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }>;

export type PathKind = 'prerendered' | 'server-rendered' | 'client-only' | 'not-found';


export interface RenderedPage {
  head: string;
  body: string;
  dataScript: string;
}

/** What client/src/ssr/entry-server.tsx exports, built by `vite build --ssr` into client/dist-ssr/. */
export interface SsrBundle {
  renderPage(options: { url: string; origin: string; manifest: ClientManifest; jobs?: { active?: Job[]; detail?: Job }; notFound?: boolean }): Promise<RenderedPage>;
  composePageHtml(template: string, page: RenderedPage): string;
  classifyPath(pathname: string): PathKind;
  canonicalPath(pathname: string): string;
  routePatterns(): string[];
  clientOnlyRoutePatterns(): string[];
}

/** The files the build leaves for the server beside client/dist. */
export interface PageRenderer {
  bundle: SsrBundle;
  manifest: ClientManifest;
  /** The built index.html before any page was rendered into it. */
  template: string;
  /** The address the prerendered pages' canonical links use (PUBLIC_URL at build time). */
  builtForOrigin: string;
}

export const ssrFiles = {
  bundle: 'entry-server.js',
  manifest: 'client-manifest.json',
  template: 'template.html',
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
    template: readFileSync(path.join(ssrDir, ssrFiles.template), 'utf8'),
    builtForOrigin: info.origin,
  };
}
