import type { FastifyReply } from 'fastify';
import type { BuiltFiles } from '../../lib/built-files.js';
import { sendPrepared } from '../../lib/prepared-answer.js';
import type { PageRenderer } from './page-renderer.js';
import { sendNotFoundPage } from './pages.routes.js';
import { appShellFile } from './prerendered-files.js';

/**
 * Paths a visitor may type that are no page of their own, and where they lead (302: they may become
 * pages one day). /checkout is named by the spec but has no page: checkout starts from a plan on
 * /pricing (see docs/decisions.md).
 */
export const pathAliases: Readonly<Record<string, string>> = { '/checkout': '/pricing' };

/**
 * How the static client answers a page path no route has, as the client's router table says: a
 * route only the browser renders gets the app shell, another spelling of a page is redirected to
 * it (301), an alias to its page (302), and anything else is the not-found page with status 404.
 */
export function answerUnknownPath(renderer: PageRenderer, files?: BuiltFiles) {
  const appShell = files?.inMemory.get(appShellFile);
  return async (reply: FastifyReply, pathname: string, url: string): Promise<FastifyReply> => {
    const bundle = await renderer.bundle();
    const canonical = bundle.canonicalPath(pathname);
    const alias = pathAliases[canonical];
    if (alias !== undefined) return reply.redirect(`${alias}${url.slice(pathname.length)}`, 302);
    const kind = bundle.classifyPath(pathname);
    if (kind === 'client-only') {
      if (appShell) return sendPrepared(reply, appShell);
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile(appShellFile);
    }
    if (kind !== 'not-found' && canonical !== pathname) return reply.redirect(`${canonical}${url.slice(pathname.length)}`, 301);
    return sendNotFoundPage(reply, files);
  };
}
