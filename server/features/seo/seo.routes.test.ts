import { mkdtempSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { publicPagePaths } from '../../../contract/catalogues/public-pages.js';
import { buildJob, updateJob } from '../../test/factories.js';
import { useTestApp } from '../../test/use-test-app.js';
import { sitemapXml } from './sitemap.js';

const builtAt = new Date('2026-03-04T05:06:07Z');
const distDir = mkdtempSync(path.join(tmpdir(), 'client-dist-'));
writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>app shell</title><div id="root"></div>');
utimesSync(path.join(distDir, 'index.html'), builtAt, builtAt);

const ctx = useTestApp({ config: { clientDistDir: distDir, publicUrl: 'https://staff.example.com' } });

/** Parses XML as a crawler would; a document that is not well-formed fails the test. */
function parseXml(xml: string) {
  // happy-dom forgives a bare '&', which real XML parsers reject.
  expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  const document = new new Window().DOMParser().parseFromString(xml, 'application/xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  return document;
}

function urlsOf(xml: string) {
  const document = parseXml(xml);
  expect(document.documentElement.tagName).toBe('urlset');
  expect(document.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  return [...document.getElementsByTagName('url')].map((url) => ({
    loc: url.getElementsByTagName('loc')[0]?.textContent ?? '',
    lastmod: url.getElementsByTagName('lastmod')[0]?.textContent ?? '',
  }));
}

describe('GET /robots.txt', () => {
  it('lets crawlers in, keeps them out of the API, admin and account pages, and names the sitemap', async () => {
    const response = await ctx.app.inject('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toContain('max-age');
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/api/', '/admin', '/adminjobspage', '/applicants', '/inquiries', '/messages', '/customers', '/refunds', '/login', '/payment', '/subscription']) {
      expect(
        lines.some((line) => line.startsWith('Disallow: ') && path.startsWith(line.slice('Disallow: '.length))),
        path,
      ).toBe(true);
    }
    expect(lines).toContain('Sitemap: https://staff.example.com/sitemap.xml');
    // Every line is a directive robots.txt parsers know, or blank.
    for (const line of lines) expect(line).toMatch(/^$|^(User-agent|Allow|Disallow|Sitemap): \S+$/);
  });

  it('disallows no public page', async () => {
    const disallowed = (await ctx.app.inject('/robots.txt')).body
      .split('\n')
      .filter((line) => line.startsWith('Disallow: '))
      .map((line) => line.slice('Disallow: '.length));
    for (const page of [...publicPagePaths, '/job/0b6c1d2e-0000-4000-8000-000000000000']) {
      expect(disallowed.filter((rule) => !rule.includes('*') && page.startsWith(rule)), page).toEqual([]);
    }
  });
});

/** Every path in the client's route tables (`path: '…'`), as a crawler could reach it. */
function clientRoutePaths(): string[] {
  const clientSrc = new URL('../../../client/src/', import.meta.url);
  const files = [
    new URL('app/router.tsx', clientSrc),
    ...readdirSync(new URL('features/', clientSrc)).map((feature) => new URL(`features/${feature}/routes.tsx`, clientSrc)),
  ];
  return files.flatMap((file) => {
    let source: string;
    try {
      source = readFileSync(file, 'utf8');
    } catch {
      return [];
    }
    return [...source.matchAll(/path: '([^']+)'/g)].map((match) => `/${match[1]!}`.replace(/^\/\//, '/'));
  });
}

describe('every page of the app', () => {
  it('is either in the sitemap or kept out by robots.txt', async () => {
    const disallowed = (await ctx.app.inject('/robots.txt')).body
      .split('\n')
      .filter((line) => line.startsWith('Disallow: '))
      .map((line) => new RegExp(`^${line.slice('Disallow: '.length).replace(/\*/g, '[^/]+')}`));
    const paths = clientRoutePaths();
    expect(paths.length).toBeGreaterThan(20);
    for (const routePath of paths) {
      if (routePath === '/*' || routePath === '/job/:id' || routePath === '/services/:role') continue;
      const example = routePath.replace(/:[^/]+/g, 'abc');
      const listed = publicPagePaths.includes(example);
      const kept = disallowed.some((rule) => rule.test(example));
      expect(listed !== kept, `${routePath}: listed ${listed}, disallowed ${kept}`).toBe(true);
    }
  });
});

describe('GET /sitemap.xml', () => {
  it('lists every public page and every open job, with absolute addresses and W3C dates', async () => {
    const open = await buildJob(ctx.db, { title: 'Open Bookkeeper' });
    const other = await buildJob(ctx.db, { title: 'Open Recruiter' });
    const closed = await buildJob(ctx.db, { title: 'Closed Designer', isActive: false });
    const edited = await updateJob(ctx.db, other.id, { title: 'Senior Recruiter' });

    const response = await ctx.app.inject('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const urls = urlsOf(response.body);
    const locs = urls.map((url) => url.loc);

    expect(publicPagePaths).toHaveLength(57);
    for (const page of publicPagePaths) expect(locs, page).toContain(`https://staff.example.com${page}`);
    expect(locs).toContain(`https://staff.example.com/job/${open.id}`);
    expect(locs).toContain(`https://staff.example.com/job/${other.id}`);
    expect(locs).not.toContain(`https://staff.example.com/job/${closed.id}`);
    expect(urls).toHaveLength(57 + 2);
    expect(new Set(locs).size).toBe(locs.length);
    for (const loc of locs) expect(loc).not.toMatch(/\/(admin|applicants|inquiries|messages|payments?|subscription|customers|refunds|login)\b/);

    for (const url of urls) expect(url.lastmod, url.loc).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    const lastmodOf = (loc: string) => urls.find((url) => url.loc === loc)?.lastmod;
    expect(lastmodOf('https://staff.example.com/about')).toBe('2026-03-04T05:06:07Z');
    expect(lastmodOf(`https://staff.example.com/job/${other.id}`)).toBe(edited!.updatedAt.toISOString().replace(/\.\d{3}Z$/, 'Z'));
    // The careers page lists the jobs, so it is as new as the latest change to one.
    expect(lastmodOf('https://staff.example.com/career')).toBe(lastmodOf(`https://staff.example.com/job/${other.id}`));
  });

  it('drops a job once it is closed', async () => {
    const job = await buildJob(ctx.db, { title: 'Soon Closed' });
    const listed = async () => urlsOf((await ctx.app.inject('/sitemap.xml')).body).some((url) => url.loc.endsWith(job.id));
    expect(await listed()).toBe(true);
    await updateJob(ctx.db, job.id, { isActive: false });
    expect(await listed()).toBe(false);
  });

  it('escapes what XML reserves', () => {
    const loc = 'https://staff.example.com/search?q=a&b=<c>"d\'';
    const document = parseXml(sitemapXml([{ loc, lastModified: builtAt }]));
    expect(document.getElementsByTagName('loc')[0]?.textContent).toBe(loc);
  });

  it('is not answered by the app page', async () => {
    for (const url of ['/robots.txt', '/sitemap.xml']) {
      const response = await ctx.app.inject(url);
      expect(response.headers['content-type']).not.toContain('text/html');
      expect(response.body).not.toContain('app shell');
    }
  });
});
