import { statSync } from 'node:fs';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { COMPRESS_FROM_BYTES } from '../lib/prepared-answer.js';

function isFileIn(dir: string, url: string): boolean {
  try {
    return statSync(path.join(dir, url)).isFile();
  } catch {
    return false;
  }
}

/**
 * Compresses what the server writes per request (API JSON, CSV exports, server-rendered HTML)
 * when the client accepts brotli or gzip and the answer is at least 1 kB; adds
 * `vary: accept-encoding`. Must be registered before the routes it covers (it attaches itself to
 * each route as it is added).
 *
 * Files of the built client were compressed at build time: their routes are left out, so a file
 * that compression did not shrink (and that has no .br/.gz copy) is not compressed on every request
 * instead. The not-found handler's `sendFile` is not a route and is never touched either.
 */
async function compression(app: FastifyInstance, options: { builtClientDir: string | undefined }) {
  const { builtClientDir } = options;
  if (builtClientDir) {
    app.addHook('onRoute', (route) => {
      if (route.compress === undefined && isFileIn(builtClientDir, route.url)) route.compress = false;
    });
  }
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_FROM_BYTES,
    // Only what every browser accepts; deflate would be computed per request for nothing.
    encodings: ['br', 'gzip'],
    // Request bodies are never compressed by our clients; decoding them would let a small upload
    // expand past the body limits, and the Stripe webhook must see exactly the bytes Stripe signed.
    globalDecompression: false,
  });
}

export default fp(compression, { name: 'compression' });
