import { statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.js';
import { robotsTxt } from './robots.js';
import { buildSitemap } from './sitemap.service.js';

export interface SeoDeps {
  db: Database;
  /** The address visitors use, without a trailing slash: every URL in both files is absolute. */
  publicUrl: string;
  /** The built client; its index.html's time is when the static pages last changed. */
  clientDistDir: string | undefined;
}

/**
 * The static pages change only when a new build is deployed, so their lastmod is the build's time
 * (the server's start time when there is no build).
 */
function builtAt(clientDistDir: string | undefined): Date {
  if (clientDistDir) {
    try {
      return statSync(path.join(clientDistDir, 'index.html')).mtime;
    } catch {
      // No build: fall through.
    }
  }
  return new Date();
}

/**
 * /robots.txt and /sitemap.xml, for search engines. Registered before the static client, so
 * neither falls through to the app's page.
 */
export async function seoRoutes(app: FastifyInstance, options: { deps: SeoDeps }) {
  const { db, publicUrl, clientDistDir } = options.deps;
  const robots = robotsTxt(publicUrl);
  const pagesChangedAt = builtAt(clientDistDir);

  app.get('/robots.txt', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=86400').type('text/plain; charset=utf-8');
    return robots;
  });

  app.get('/sitemap.xml', async (_request, reply) => {
    const sitemap = await buildSitemap(db, publicUrl, pagesChangedAt);
    // Short: a job opened or closed shows up within the hour.
    reply.header('cache-control', 'public, max-age=3600').type('application/xml; charset=utf-8');
    return sitemap;
  });
}
