/**
 * The last step of `npm run build`: renders every public page to static HTML with the server
 * renderer the SSR build wrote (client/dist-ssr/), so text, headings and links are there before
 * any JavaScript runs. Writes:
 * - client/dist/index.html (the home page), client/dist/<path>/index.html for every other page,
 *   client/dist/404.html (the not-found page) and client/dist/app-shell.html (the empty app the
 *   browser-only routes get);
 * - client/dist-ssr/: the client's chunk manifest (moved out of the public files) and
 *   prerender.json (the origin the canonical links use), for the server's per-request renders.
 * /career is left to the server, which renders it per request with the current job board.
 */
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { publicPagePaths } from '../contract/catalogues/public-pages.js';
import { readPublicUrl } from '../server/config.js';
import type { ClientManifest, SsrBundle } from '../client/src/ssr/renderer-api.js';
import { openPageRenderer, ssrDirOf, ssrFiles, type PrerenderInfo } from '../server/features/pages/page-renderer.js';
import { notFoundPagePath, prerenderedFileOf } from '../server/features/pages/prerendered-files.js';

const distDir = fileURLToPath(new URL('../client/dist', import.meta.url));
const ssrDir = ssrDirOf(distDir);
const origin = readPublicUrl();

const manifestFile = path.join(distDir, '.vite', 'manifest.json');
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as ClientManifest;
writeFileSync(path.join(ssrDir, ssrFiles.manifest), JSON.stringify(manifest));
rmSync(path.join(distDir, '.vite'), { recursive: true, force: true });
renameSync(path.join(distDir, 'index.html'), path.join(distDir, 'app-shell.html'));
writeFileSync(path.join(ssrDir, ssrFiles.info), JSON.stringify({ origin }));

const renderer = openPageRenderer(ssrDir);
if (!renderer) throw new Error(`No server renderer in ${ssrDir}: run the SSR build first`);
const bundle = await renderer.bundle();

async function prerender(bundle: SsrBundle, url: string, file: string, notFound = false) {
  const target = path.join(distDir, file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, await bundle.renderPage({ url, origin, manifest, notFound }));
}

const started = Date.now();
// /career is rendered per request; every other public page is a file.
const pages = publicPagePaths.filter((pagePath) => bundle.classifyPath(pagePath) !== 'server-rendered');
const unknown = pages.filter((pagePath) => bundle.classifyPath(pagePath) !== 'prerendered');
if (unknown.length > 0) throw new Error(`Public pages the router does not render: ${unknown.join(', ')}`);
for (const pagePath of pages) await prerender(bundle, pagePath, prerenderedFileOf(pagePath));
await prerender(bundle, notFoundPagePath, prerenderedFileOf(notFoundPagePath), true);
// The server registers a route per file from this list, without loading the bundle to classify them again.
const info: PrerenderInfo = { origin, prerenderedPaths: pages };
writeFileSync(path.join(ssrDir, ssrFiles.info), JSON.stringify(info));
console.log(`prerendered ${pages.length} pages and the not-found page for ${origin} in ${Date.now() - started} ms`);
