import { render, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { DocumentHead, HeadTagsCollectorProvider, headTagsHtml, type HeadTag } from './document-head';

const aboutTags: HeadTag[] = [
  { kind: 'title', text: 'About Us | Brand' },
  { kind: 'meta', name: 'description', content: 'Who we are' },
  { kind: 'link', rel: 'canonical', href: 'https://example.com/about' },
  { kind: 'meta', property: 'og:title', content: 'About Us | Brand' },
];

afterEach(() => {
  document.head.innerHTML = '';
  document.title = '';
});

describe('DocumentHead on the server', () => {
  it('collects the tags instead of rendering them, and writes them for <head> with markup escaped', () => {
    const tags: HeadTag[] = [];
    const body = renderToString(
      <HeadTagsCollectorProvider tags={tags}>
        <main>
          <DocumentHead tags={[{ kind: 'title', text: 'Jobs <b> & "more"' }, { kind: 'meta', name: 'description', content: 'A "quoted" <tag>' }]} />
        </main>
      </HeadTagsCollectorProvider>,
    );
    expect(body).toBe('<main></main>');
    expect(headTagsHtml(tags)).toBe(
      '<title>Jobs &lt;b&gt; &amp; "more"</title><meta name="description" content="A &quot;quoted&quot; &lt;tag&gt;" data-page-head>',
    );
  });

  it('keeps one of each element, the last one rendered winning', () => {
    const tags: HeadTag[] = [];
    renderToString(
      <HeadTagsCollectorProvider tags={tags}>
        <DocumentHead tags={aboutTags} />
        <DocumentHead tags={[{ kind: 'title', text: 'Page Not Found | Brand' }, { kind: 'meta', name: 'robots', content: 'noindex' }]} />
      </HeadTagsCollectorProvider>,
    );
    const html = headTagsHtml(tags);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Page Not Found | Brand</title>');
    expect(html).toContain('<meta name="robots" content="noindex" data-page-head>');
    expect(html).toContain('<link rel="canonical" href="https://example.com/about" data-page-head>');
  });
});

describe('DocumentHead in the browser', () => {
  it('writes the title and tags into document.head, and removes its tags when the page goes', async () => {
    const { unmount } = render(<DocumentHead tags={aboutTags} />);
    await waitFor(() => expect(document.title).toBe('About Us | Brand'));
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Who we are');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://example.com/about');
    expect(document.head.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe('About Us | Brand');
    unmount();
    await waitFor(() => expect(document.head.querySelectorAll('[data-page-head]')).toHaveLength(0));
  });

  it("takes over the server's tags on hydration instead of adding a second copy", async () => {
    document.head.innerHTML = '<meta name="description" content="Who we are" data-page-head><link rel="canonical" href="https://example.com/about" data-page-head>';
    render(<DocumentHead tags={aboutTags} />);
    await waitFor(() => expect(document.head.querySelector('meta[property="og:title"]')).not.toBeNull());
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
  });

  it('replaces the tags when the page changes them (a client-side navigation)', async () => {
    const { rerender } = render(<DocumentHead tags={aboutTags} />);
    await waitFor(() => expect(document.title).toBe('About Us | Brand'));
    rerender(<DocumentHead tags={[{ kind: 'title', text: 'Careers | Brand' }, { kind: 'meta', name: 'description', content: 'Open jobs' }]} />);
    await waitFor(() => expect(document.title).toBe('Careers | Brand'));
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Open jobs');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });
});
