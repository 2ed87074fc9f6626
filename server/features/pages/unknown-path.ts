import type { FastifyReply } from 'fastify';
import type { PageRenderer } from './page-renderer.js';
import { sendNotFoundPage } from './pages.routes.js';
import { appShellFile } from './prerendered-files.js';

/**
 * How the static client answers a page path no route has, as the client's router table says: a
 * route only the browser renders gets the app shell, another spelling of a page is redirected to
 * it, and anything else is the not-found page with status 404.
 */
export function answerUnknownPath(renderer: PageRenderer) {
  return (reply: FastifyReply, pathname: string, url: string): FastifyReply => {
    const kind = renderer.bundle.classifyPath(pathname);
    if (kind === 'client-only') return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile(appShellFile);
    const canonical = renderer.bundle.canonicalPath(pathname);
    if (kind !== 'not-found' && canonical !== pathname) return reply.redirect(`${canonical}${url.slice(pathname.length)}`, 301);
    return sendNotFoundPage(reply);
  };
}
