import { createContext, useContext, useEffect, type ReactNode } from 'react';

/** One element of <head> a page owns: its title, a <meta> (by name or property) or a <link> (by rel). */
export type HeadTag =
  | { kind: 'title'; text: string }
  | { kind: 'meta'; name: string; content: string }
  | { kind: 'meta'; property: string; content: string }
  | { kind: 'link'; rel: string; href: string };

/** Marks the <head> elements a page owns, so the next page replaces them and nothing else. */
const OWNED = 'data-page-head';

/**
 * The server renderer's collector: while a page renders to a string, every `DocumentHead` adds its
 * tags here, and `headTagsHtml` writes them into the HTML's <head>.
 */
const HeadTagsCollector = createContext<HeadTag[] | null>(null);

export function HeadTagsCollectorProvider({ tags, children }: { tags: HeadTag[]; children: ReactNode }) {
  return <HeadTagsCollector.Provider value={tags}>{children}</HeadTagsCollector.Provider>;
}

/**
 * The page's <title>, <meta> and <link> elements. Renders nothing where it stands: on the server
 * the tags go to the collector (written into <head> by the renderer), in the browser they are
 * written into document.head after the page renders and removed when it goes, so every client-side
 * navigation shows the new page's title and description, and a hydrated page keeps the server's.
 */
export function DocumentHead({ tags }: { tags: HeadTag[] }) {
  const collector = useContext(HeadTagsCollector);
  // The server renders each page once, so collecting during render adds each tag once.
  if (collector) collector.push(...tags);
  const signature = JSON.stringify(tags);
  useEffect(() => {
    const owned = applyHeadTags(JSON.parse(signature) as HeadTag[]);
    return () => owned.forEach((element) => element.remove());
  }, [signature]);
  return null;
}

/** The element's selector, which is also its identity: names, properties and rels are the app's own constants. */
function selectorOf(tag: Exclude<HeadTag, { kind: 'title' }>): string {
  if (tag.kind === 'link') return `link[rel="${tag.rel}"]`;
  return 'name' in tag ? `meta[name="${tag.name}"]` : `meta[property="${tag.property}"]`;
}

function attributesOf(tag: Exclude<HeadTag, { kind: 'title' }>): Record<string, string> {
  if (tag.kind === 'link') return { rel: tag.rel, href: tag.href };
  return 'name' in tag ? { name: tag.name, content: tag.content } : { property: tag.property, content: tag.content };
}

/** Writes the tags into document.head, reusing an element with the same name (the server's, on hydration); answers the elements written. */
function applyHeadTags(tags: HeadTag[]): Element[] {
  const owned: Element[] = [];
  for (const tag of tags) {
    if (tag.kind === 'title') {
      document.title = tag.text;
      continue;
    }
    const element = document.head.querySelector(selectorOf(tag)) ?? document.head.appendChild(document.createElement(tag.kind));
    for (const [name, value] of Object.entries(attributesOf(tag))) element.setAttribute(name, value);
    element.setAttribute(OWNED, '');
    owned.push(element);
  }
  return owned;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The collected tags as HTML for <head>. When two components name the same element (a page and a
 * not-found notice inside it), the one rendered last wins, as it does in the browser.
 */
export function headTagsHtml(tags: HeadTag[]): string {
  const byKey = new Map<string, string>();
  for (const tag of tags) {
    if (tag.kind === 'title') {
      byKey.set('title', `<title>${escapeText(tag.text)}</title>`);
      continue;
    }
    const attributes = Object.entries(attributesOf(tag))
      .map(([name, value]) => `${name}="${escapeAttribute(value)}"`)
      .join(' ');
    byKey.set(selectorOf(tag), `<${tag.kind} ${attributes} ${OWNED}>`);
  }
  return [...byKey.values()].join('');
}
