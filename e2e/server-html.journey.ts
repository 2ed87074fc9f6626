import { AsyncLocalStorage } from 'node:async_hooks';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { publicPagePaths } from '../contract/catalogues/public-pages.js';
import type { SsrBundle } from '../client/src/ssr/renderer-api.js';
import { openPageRenderer, ssrDirOf } from '../server/features/pages/page-renderer.js';
import { buildJob } from '../server/test/factories.js';
import { useSite } from './harness.js';

/**
 * What a search engine or a browser without JavaScript receives: the HTML of every public page as
 * the server sends it, with the status, title, heading, metadata and structured data in it.
 */
const distDir = fileURLToPath(new URL('../client/dist', import.meta.url));
const builtOrigin = (JSON.parse(readFileSync(`${ssrDirOf(distDir)}/prerender.json`, 'utf8')) as { origin: string }).origin;

const { site } = useSite();
let bundle: SsrBundle;
let remoteJob: { id: string; title: string };
let closedJob: { id: string };
beforeAll(async () => {
  bundle = await openPageRenderer(ssrDirOf(distDir))!.bundle();
  const remote = await buildJob(site.db, { title: 'Remote Bookkeeper <QuickBooks>', type: 'Remote', description: 'Keep the books of three US clinics.' });
  remoteJob = { id: remote.id, title: remote.title };
  closedJob = { id: (await buildJob(site.db, { title: 'Closed Role', isActive: false })).id };
});

const get = (path: string) => fetch(`${site.baseUrl}${path}`, { redirect: 'manual' });
const decode = (text: string) => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"');
const titleOf = (html: string) => decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
const h1Of = (html: string) => decode((/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '').replace(/<[^>]+>/g, ''));
const attr = (html: string, pattern: RegExp) => decode(pattern.exec(html)?.[1] ?? '');
/** Every <script> is either a file of this site or data: the strict policy allows nothing else. */
const inlineExecutableScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1] ?? '').filter((attrs) => !/\bsrc=/.test(attrs) && !/type="application\/(?:ld\+)?json"/.test(attrs));

describe('prerendered public pages', () => {
  const prerendered = publicPagePaths.filter((path) => path !== '/career');

  it('has 56 of them: twelve fixed pages and all 44 role pages', () => {
    expect(prerendered).toHaveLength(12 + 44);
    expect(prerendered.filter((path) => path.startsWith('/services/'))).toHaveLength(44);
  });

  it('each answers 200 with its own heading, title, description, canonical link and Open Graph tags, before any script runs', async () => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const path of prerendered) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toContain('text/html');
      const html = await response.text();
      expect(h1Of(html).trim(), `${path} heading`).not.toBe('');
      const title = titleOf(html);
      expect(title, path).toMatch(/Bayanihan Remote/);
      expect(html.match(/<title>/g), `${path} has one title`).toHaveLength(1);
      const description = attr(html, /<meta name="description" content="([^"]*)"/);
      expect(description.length, `${path} description`).toBeGreaterThan(50);
      expect(attr(html, /<link rel="canonical" href="([^"]*)"/), path).toBe(`${builtOrigin}${path}`);
      expect(attr(html, /<meta property="og:title" content="([^"]*)"/), path).toBe(title);
      expect(attr(html, /<meta property="og:url" content="([^"]*)"/), path).toBe(`${builtOrigin}${path}`);
      expect(html, path).toContain('<meta property="og:description"');
      expect(html, path).toContain('<meta property="og:type" content="website"');
      expect(inlineExecutableScripts(html), path).toEqual([]);
      // Links work without JavaScript: the navbar's and the page's.
      expect(html, path).toContain('href="/pricing"');
      titles.add(title);
      descriptions.add(description);
    }
    expect(titles.size).toBe(prerendered.length);
    expect(descriptions.size).toBe(prerendered.length);
  });

  it('shows the role on each role page', async () => {
    const html = await (await get('/services/virtual_assistants')).text();
    expect(h1Of(html)).toContain('Virtual Assistants');
    expect(titleOf(html)).toBe('Virtual Assistants | Bayanihan Remote');
  });

  it('names the same image files as the browser bundle, each served (no data: URLs that hydration would not fix)', async () => {
    for (const path of ['/', '/about', '/services/virtual_assistants']) {
      const sources = [...(await (await get(path)).text()).matchAll(/<img\b[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1] ?? '');
      expect(sources.length, path).toBeGreaterThan(0);
      for (const source of sources) {
        expect(source, `${path} ${source.slice(0, 40)}`).toMatch(/^\/assets\//);
        expect((await get(source)).status, source).toBe(200);
      }
    }
  });

  it('redirects another spelling of a page to the page', async () => {
    const response = await get('/About/?ref=mail');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/about?ref=mail');
  });
});

describe('server-rendered careers pages', () => {
  it('/career lists the open jobs in the HTML', async () => {
    const response = await get('/career');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(titleOf(html)).toBe('Careers | Bayanihan Remote');
    // The title's markup is text: its '<' is escaped, so no <QuickBooks> element appears.
    expect(html).toContain('Remote Bookkeeper &lt;QuickBooks');
    expect(html).not.toContain('<QuickBooks');
    expect(html).not.toContain('Closed Role');
    expect(attr(html, /<link rel="canonical" href="([^"]*)"/)).toBe(`${site.baseUrl}/career`);
    expect(inlineExecutableScripts(html)).toEqual([]);
    // The board's data travels with the page, so the browser does not fetch it again.
    const data = JSON.parse(/<script type="application\/json" id="page-data">([^<]*)<\/script>/.exec(html)![1]!);
    expect(JSON.stringify(data.queries)).toContain(remoteJob.id);
  });

  it('/job/{id} has the job and valid JobPosting structured data', async () => {
    const response = await get(`/job/${remoteJob.id}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(h1Of(html)).toBe(remoteJob.title);
    expect(titleOf(html)).toBe(`${remoteJob.title} | Careers | Bayanihan Remote`);
    expect(attr(html, /<meta name="description" content="([^"]*)"/)).toContain('Keep the books of three US clinics.');
    expect(attr(html, /<link rel="canonical" href="([^"]*)"/)).toBe(`${site.baseUrl}/job/${remoteJob.id}`);
    const jsonLd = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1];
    expect(jsonLd).toBeDefined();
    const posting = JSON.parse(jsonLd!);
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: remoteJob.title,
      description: 'Keep the books of three US clinics.',
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Bayanihan Remote' },
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'Philippines' },
      directApply: true,
    });
    expect(Number.isNaN(Date.parse(posting.datePosted))).toBe(false);
    expect(inlineExecutableScripts(html)).toEqual([]);
  });

  it('answers 404 with the not-found page for an unknown or closed job', async () => {
    for (const path of [`/job/${closedJob.id}`, '/job/00000000-0000-4000-8000-000000000000', '/job/not-an-id']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(h1Of(await response.text()), path).toBe('404 Page Not Found');
    }
  });
});

describe('the built server renderer', () => {
  it('renders without an AsyncLocalStorage: on Node 20 one turns on async hooks, a toll on every later answer (decision 0237)', async () => {
    const run = vi.spyOn(AsyncLocalStorage.prototype, 'run');
    const enterWith = vi.spyOn(AsyncLocalStorage.prototype, 'enterWith');
    try {
      const { manifest } = openPageRenderer(ssrDirOf(distDir))!;
      const html = await bundle.renderPage({ url: '/career', origin: builtOrigin, manifest, jobs: { active: [] } });
      expect(titleOf(html)).toMatch(/Careers/);
      expect(run).not.toHaveBeenCalled();
      expect(enterWith).not.toHaveBeenCalled();
    } finally {
      run.mockRestore();
      enterWith.mockRestore();
    }
  });
});

describe('unknown and browser-only addresses', () => {
  it('answers unknown paths 404 with the not-found page', async () => {
    for (const path of ['/.env', '/wp-login.php', '/services/no_such_role', '/no/such/page', '/about/team']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).toContain('text/html');
      const html = await response.text();
      expect(h1Of(html), path).toBe('404 Page Not Found');
      expect(html, path).toContain('<meta name="robots" content="noindex"');
    }
  });

  it('keeps JSON 404s for the API and a plain 404 for a missing asset', async () => {
    const api = await get('/api/v1/nothing-here');
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toContain('application/json');
    const asset = await get('/assets/index-gone.js');
    expect(asset.status).toBe(404);
    expect(asset.headers.get('content-type')).not.toContain('text/html');
  });

  it('gives the routes only the browser renders the app shell with 200', async () => {
    const paths = ['/login', '/admin', '/adminjobspage', '/applicants', '/inquiries', '/messages', '/franchise-applications', '/payment', '/payment-success', '/payment-failure', '/subscription', '/payments', '/customers', '/refunds', `/application/${remoteJob.id}`, '/applicantDetails/abc', `/job/${remoteJob.id}/applicants`, '/resetpassword/some-token', '/talent-invitation/some-token'];
    for (const path of paths) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain('<div id="root"></div>');
      expect(html, path).not.toContain('id="page-data"');
    }
  });

  it('knows every route of the router as prerendered, server-rendered or browser-only', () => {
    const kinds = Object.fromEntries(bundle.routePatterns().map((pattern) => [pattern, bundle.classifyPath(pattern.replace(/:[a-z]+/gi, 'x'))]));
    // A public pattern with a made-up value is unknown (/services/x); every other route is answered.
    expect(kinds).toMatchObject({ '/': 'prerendered', '/about': 'prerendered', '/career': 'server-rendered', '/job/:id': 'server-rendered', '/services/:role': 'not-found' });
    const unanswered = Object.entries(kinds).filter(([pattern, kind]) => kind === 'not-found' && pattern !== '/services/:role');
    expect(unanswered).toEqual([]);
    // A new route must be placed on purpose: public (in contract/catalogues/public-pages.ts) or browser-only here.
    expect(bundle.clientOnlyRoutePatterns().sort()).toEqual(
      ['/login', '/account/security', '/admin/audit-log', '/application/:id', '/payment', '/payment-success', '/payment-failure', '/admin', '/adminjobspage', '/adminjobspage/:id', '/applicants', '/applicantDetails/:id', '/job/:id/applicants', '/inquiries', '/messages', '/franchise-applications', '/customers', '/refunds', '/subscription', '/payments', '/resetpassword/:token', '/staffing', '/team', '/admintimesheets', '/my-work', '/talent-invitation/:token', '/verify-email/:token'].sort(),
    );
  });
});
