import { createContext, useContext, type ReactNode } from 'react';
import { company } from '@contract/catalogues/company';

const SiteOriginContext = createContext<string | undefined>(undefined);

/** The public address canonical links start with (the server's PUBLIC_URL; the page's own origin in the plain app shell). */
export function SiteOriginProvider({ origin, children }: { origin: string | undefined; children: ReactNode }) {
  return <SiteOriginContext.Provider value={origin}>{children}</SiteOriginContext.Provider>;
}

function useSiteOrigin(): string {
  return useContext(SiteOriginContext) ?? (typeof window === 'undefined' ? '' : window.location.origin);
}

/** '{page} | {brand}', or '{page} | {section} | {brand}'; the home page passes no page. */
export function pageTitle(page: string | undefined, section?: string): string {
  return [page, section, company.brand].filter(Boolean).join(' | ');
}

/**
 * The tab title of every page, '{page} | {brand}' (or with a section), and the one way a page
 * names it: React places the <title> in <head>, in server HTML and after every navigation alike.
 */
export function PageTitle({ page, section }: { page: string; section?: string }) {
  return <title>{pageTitle(page, section)}</title>;
}

export interface PageMetaProps {
  /** The page's own name; the brand is appended. Omit on the home page, which uses its tagline. */
  title?: string;
  section?: string;
  /** One or two sentences for search results and link previews, different on every page. */
  description: string;
  /** The page's path, without origin ('/', '/services/virtual_assistants'). */
  path: string;
  type?: 'website' | 'article';
}

/**
 * A public page's title, description, canonical link and Open Graph tags. React places them in
 * <head> (in the prerendered and server-rendered HTML, and after every client-side navigation)
 * and removes them when the page goes, so each page owns its metadata.
 */
export function PageMeta({ title, section, description, path, type = 'website' }: PageMetaProps) {
  const origin = useSiteOrigin();
  const fullTitle = title ? pageTitle(title, section) : `${company.brand} — Remote Staffing from the Philippines`;
  const url = `${origin}${path}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:site_name" content={company.brand} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:type" content={type} />
    </>
  );
}
