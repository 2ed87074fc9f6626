import { publicPagePaths } from '../../../contract/catalogues/public-pages.js';
import type { Database } from '../../db/database.js';
import { listActiveJobUpdates } from './seo.repository.js';
import { sitemapXml, type SitemapEntry } from './sitemap.js';

/**
 * sitemap.xml: every public page (changed when the site was built) and every open job (changed
 * when it was last edited). The careers page lists the open jobs, so it changes whenever one does.
 */
export async function buildSitemap(db: Database, publicUrl: string, pagesChangedAt: Date): Promise<string> {
  const jobs = await listActiveJobUpdates(db);
  const latestJobChange = jobs.reduce((latest, job) => (job.updatedAt > latest ? job.updatedAt : latest), pagesChangedAt);
  const entries: SitemapEntry[] = [
    ...publicPagePaths.map((pagePath) => ({
      loc: `${publicUrl}${pagePath}`,
      lastModified: pagePath === '/career' ? latestJobChange : pagesChangedAt,
    })),
    ...jobs.map((job) => ({ loc: `${publicUrl}/job/${encodeURIComponent(job.id)}`, lastModified: job.updatedAt })),
  ];
  return sitemapXml(entries);
}
