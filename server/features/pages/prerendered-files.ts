/** Any path the router does not know renders the not-found page; this one is what the build renders. */
export const notFoundPagePath = '/404';

/** Where the build writes a prerendered page inside client/dist: '/' → index.html, '/about' → about/index.html. */
export function prerenderedFileOf(pagePath: string): string {
  if (pagePath === notFoundPagePath) return '404.html';
  if (pagePath === '/') return 'index.html';
  return `${pagePath.slice(1)}/index.html`;
}

/** The app with nothing rendered in it, for the routes only the browser renders (admin, account, checkout). */
export const appShellFile = 'app-shell.html';
