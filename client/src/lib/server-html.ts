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

let hydrating = typeof window === 'undefined';

/** main.tsx calls this before hydrating a page the server rendered. */
export function markHydratingServerHtml(): void {
  hydrating = true;
}

/** main.tsx calls this once every part of that page has hydrated: later renders are the browser's own. */
export function markServerHtmlHydrated(): void {
  hydrating = false;
}

/**
 * True while a first render must produce what the server produced: on the server itself, and on
 * the client while hydrating server HTML (until its last hydration turn). Values only the browser knows (the signed-in user, the
 * remembered country) start as the server's and are read in an effect right after.
 */
export function rendersLikeServer(): boolean {
  return hydrating;
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
