import { beforeAll, describe, expect, it, vi } from 'vitest';
import { buildJob } from '@/features/careers/test-jobs';
import { pageDataElementId, type PageData } from '@/lib/server-html';
import { renderPage } from './entry-server';
import type { ClientManifest } from './renderer-api';

/** A client build's manifest as Vite writes it: the entry, a chunk it imports, and a lazy route with its own import. */
const manifest: ClientManifest = {
  'index.html': { file: 'assets/index-entry.js', isEntry: true, imports: ['_react-dom.js'], css: ['assets/index-site.css'] },
  '_react-dom.js': { file: 'assets/react-dom-chunk.js', imports: ['_scheduler.js'] },
  '_scheduler.js': { file: 'assets/scheduler-chunk.js', imports: ['_react-dom.js'] },
  'src/app/routes/HomeRoute.tsx': { file: 'assets/HomeRoute-page.js', imports: ['_react-dom.js', '_clock.js'] },
  '_clock.js': { file: 'assets/clock-icon.js' },
};

// Parsing the page links its stylesheet, which happy-dom does not fetch: that is no failure here.
beforeAll(() => {
  (window as unknown as { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } }).happyDOM.settings.handleDisabledFileLoadingAsSuccess = true;
});

async function renderDocument(url: string, jobs?: Parameters<typeof renderPage>[0]['jobs']) {
  const html = await renderPage({ url, origin: 'https://staff.example', manifest, ...(jobs ? { jobs } : {}) });
  const document = new DOMParser().parseFromString(html, 'text/html');
  const pageData = JSON.parse(document.getElementById(pageDataElementId)!.textContent!) as PageData;
  return { html, head: document.head, body: document.body, pageData };
}

const hrefs = (head: HTMLElement, selector: string) => [...head.querySelectorAll(selector)].map((element) => element.getAttribute('href'));

describe('renderPage', () => {
  it('writes a whole document whose <head> has the page’s title, description and canonical link', async () => {
    const { html, head, body } = await renderDocument('/about');
    expect(html.startsWith('<!DOCTYPE html><html lang="en"><head><meta charSet="UTF-8"/>')).toBe(true);
    expect(head.querySelectorAll('title')).toHaveLength(1);
    expect(head.querySelector('title')!.textContent).toMatch(/Bayanihan Remote/);
    expect(head.querySelector('meta[name="description"]')!.getAttribute('content')!.length).toBeGreaterThan(50);
    expect(hrefs(head, 'link[rel="canonical"]')).toEqual(['https://staff.example/about']);
    expect(body.querySelectorAll('title, meta, link')).toHaveLength(0);
    expect(body.querySelector('#root h1')).not.toBeNull();
  });

  it('names the stylesheet before any script, and preloads only what the entry imports', async () => {
    const { head, body } = await renderDocument('/');
    const elements = [...head.querySelectorAll('link[rel="stylesheet"], link[rel="modulepreload"], script')];
    expect(elements[0]?.getAttribute('href')).toBe('/assets/index-site.css');
    expect(hrefs(head, 'link[rel="modulepreload"]')).toEqual(['/assets/index-entry.js', '/assets/react-dom-chunk.js', '/assets/scheduler-chunk.js']);
    const scripts = [...body.querySelectorAll('script[src]')];
    expect(scripts.map((script) => [script.getAttribute('type'), script.getAttribute('src')])).toEqual([['module', '/assets/index-entry.js']]);
  });

  it('puts the route loader’s answer in the page data, from which the browser’s router starts', async () => {
    const { pageData, body } = await renderDocument('/services/bookkeepers');
    const answers = Object.values(pageData.loaderData ?? {}) as { content: { subtitle: string } | null }[];
    expect(answers).toHaveLength(1);
    expect(answers[0]!.content!.subtitle.length).toBeGreaterThan(20);
    expect(body.textContent).toContain(answers[0]!.content!.subtitle);
  });

  it('renders a job page with the job the server found, handed to its loader, with no query cache and no fetch', async () => {
    const job = buildJob({ _id: 'j7', title: 'Night Shift Bookkeeper' });
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const { pageData, body } = await renderDocument('/job/j7', { detail: job }).finally(() => vi.unstubAllGlobals());
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(body.querySelector('h1')!.textContent).toBe('Night Shift Bookkeeper');
    expect(Object.values(pageData.loaderData ?? {})).toEqual([{ lookup: { state: 'ready', job } }]);
    expect(pageData.queries).toBeUndefined();
  });

  it('carries no loader data for a page without a loader', async () => {
    const { pageData } = await renderDocument('/pricing');
    expect(pageData).toEqual({ origin: 'https://staff.example' });
  });
});
