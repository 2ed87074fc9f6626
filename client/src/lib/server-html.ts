import type { DehydratedState } from '@tanstack/react-query';

/**
 * What the server puts in a rendered page for the client's first render: a JSON block
 * (`<script type="application/json">`), which the browser never runs, so the strict
 * `script-src 'self'` policy needs no hash or nonce for it.
 */
export interface PageData {
  /** The site's public address, so canonical links render the same on both sides. */
  origin: string;
  /** TanStack Query data the server rendered with (the job board, a job). */
  queries?: DehydratedState;
  /** The data of the page's route loaders, by route id, from which the browser's router starts. */
  loaderData?: Record<string, unknown>;
  /**
   * The not-found page, sent with status 404 for any unknown address. The browser's router may
   * know the address after all (an admin opening a closed job), so it renders afresh instead of
   * hydrating markup made for another route.
   */
  notFound?: true;
}

export const pageDataElementId = 'page-data';

/** JSON for an inline script element: '<' escaped so no text inside can close the element. */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** The page data block of a server-rendered page, or undefined for the plain app shell. */
export function readPageData(): PageData | undefined {
  const element = typeof document === 'undefined' ? null : document.getElementById(pageDataElementId);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as PageData;
  } catch {
    return undefined;
  }
}
