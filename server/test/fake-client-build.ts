import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { compressDir } from '../../scripts/compress-dist.js';
import { ssrDirOf, ssrFiles } from '../features/pages/page-renderer.js';
import { appShellFile, notFoundPagePath, prerenderedFileOf } from '../features/pages/prerendered-files.js';

/** A page's HTML, long enough to be compressed, as the build's are. */
const page = (title: string) => `<!doctype html><html><title>${title}</title><body>${`<p>${title}</p>`.repeat(80)}</body></html>`;

/**
 * A client build as `npm run build` leaves it, small: client/dist with two prerendered pages, the
 * not-found page, the app shell and a hashed script, each with its .br/.gz copies; and beside it
 * the server renderer (dist-ssr), whose pages name their address and whose router knows /login as a
 * page only the browser renders. For tests of the whole app's routes without building the client.
 */
export function fakeClientBuild(): string {
  const distDir = path.join(mkdtempSync(path.join(tmpdir(), 'fake-client-')), 'dist');
  mkdirSync(path.join(distDir, 'assets'), { recursive: true });
  mkdirSync(path.join(distDir, 'about'));
  writeFileSync(path.join(distDir, prerenderedFileOf('/')), page('Home'));
  writeFileSync(path.join(distDir, prerenderedFileOf('/about')), page('About'));
  writeFileSync(path.join(distDir, prerenderedFileOf(notFoundPagePath)), page('Not found'));
  writeFileSync(path.join(distDir, appShellFile), page('App'));
  writeFileSync(path.join(distDir, 'assets', 'index-abc123.js'), `console.log(${JSON.stringify('app '.repeat(400))});`);
  compressDir(distDir);

  const ssrDir = ssrDirOf(distDir);
  mkdirSync(ssrDir);
  writeFileSync(
    path.join(ssrDir, ssrFiles.bundle),
    `const page = (title) => \`<!doctype html><html><title>\${title}</title><body>\${\`<p>\${title}</p>\`.repeat(80)}</body></html>\`;
export async function renderPage({ url }) { return page(url); }
export function classifyPath(pathname) { return pathname === '/login' ? 'client-only' : 'not-found'; }
export function canonicalPath(pathname) { return pathname; }
export function routePatterns() { return ['/', '/about', '/career', '/job/:id', '/login']; }
export function clientOnlyRoutePatterns() { return ['/login']; }
`,
  );
  writeFileSync(path.join(ssrDir, ssrFiles.manifest), '{}');
  writeFileSync(path.join(ssrDir, ssrFiles.info), JSON.stringify({ origin: 'http://localhost:3000', prerenderedPaths: ['/', '/about'] }));
  return distDir;
}
