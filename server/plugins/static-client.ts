import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { cacheControlOf, loadBuiltFiles, type BuiltFiles } from '../lib/built-files.js';
import { errorBody } from '../lib/errors.js';
import { sendPrepared } from '../lib/prepared-answer.js';
import { setHeadersByAddress } from '../lib/answer-headers.js';

/** Answers a page path that no route has (`url` is the path with its query). */
export type UnknownPathAnswer = (reply: FastifyReply, pathname: string, url: string) => FastifyReply | Promise<FastifyReply>;

export interface StaticClientOptions {
  distDir: string | undefined;
  /** From the server renderer (features/pages, handed over by app.ts); without it every such path gets the app. */
  answerUnknownPath?: UnknownPathAnswer | undefined;
  /** The built files read once (app.ts shares them with the pages feature); read here when not given. */
  files?: BuiltFiles | undefined;
}

/**
 * Serves the built client from memory. Hashed files under /assets/ never change, so browsers keep
 * them for a year; HTML is revalidated every time (ETag, 304). Unknown /api paths answer JSON 404. Public pages have
 * their own routes (features/pages); any other page path is answered by `answerUnknownPath`.
 */
async function staticClient(app: FastifyInstance, options: StaticClientOptions) {
  const { answerUnknownPath } = options;
  const indexFile = options.distDir ? path.join(options.distDir, 'index.html') : undefined;
  const hasClient = indexFile !== undefined && existsSync(indexFile);

  if (hasClient) {
    // reply.sendFile, for byte ranges and files too large to keep in memory; no routes of its own.
    await app.register(fastifyStatic, {
      root: options.distDir!,
      serve: false,
      index: false,
      cacheControl: false,
      // `npm run build` wrote a .br and a .gz beside every text file: a request accepting one gets
      // it as it is (with content-encoding and vary: accept-encoding), any other the plain file.
      preCompressed: true,
      setHeaders(reply, filePath) {
        reply.header('cache-control', cacheControlOf(path.relative(options.distDir!, filePath).split(path.sep).join('/')));
      },
    });
    const files = options.files ?? loadBuiltFiles(options.distDir!);
    // Each file is its own route, answered from memory with its build-time .br/.gz copies: no
    // compression, no disk, no header computed per request. The copies are chosen by
    // Accept-Encoding, never addressed by their own names.
    // Without hooks: the prepared answer sets its own headers (decision 0236).
    for (const [relative, answer] of files.inMemory) {
      app.get(`/${relative}`, { compress: false, setsOwnAnswerHeaders: true }, (request, reply) => {
        if (!request.headers.range) return sendPrepared(reply, answer);
        // A byte range is cut from the file on disk, as @fastify/static does.
        setHeadersByAddress(reply);
        return reply.sendFile(relative);
      });
    }
    for (const relative of files.onDisk) app.get(`/${relative}`, { compress: false }, (_request, reply) => reply.sendFile(relative));
  } else if (options.distDir) {
    // Only when a client was asked for: a script that builds the app for its API alone (the seed's billing) passes none.
    app.log.warn(`${options.distDir} has no index.html: run \`npm run build\` to serve the site`);
  }

  // The not-found handler has no route, so no route's hooks: it sets its answer's headers itself.
  app.setNotFoundHandler((request, reply) => {
    setHeadersByAddress(reply);
    const pathname = request.url.split('?')[0] ?? '';
    const wantsApp =
      hasClient &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      pathname !== '/api' &&
      !pathname.startsWith('/api/') &&
      // A missing hashed asset (an old tab after a deploy) must fail as a 404, not load the page as script.
      !pathname.startsWith('/assets/');
    if (!wantsApp) {
      return reply.code(404).send(errorBody('route.not_found', `No such endpoint: ${request.method} ${pathname}`));
    }
    // Without the server renderer (a client built by hand), every path gets the app as before.
    if (!answerUnknownPath) return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
    return answerUnknownPath(reply, pathname, request.url);
  });
}

export default fp(staticClient, { name: 'static-client' });
