/** The login route, asked to bring the user back to `next` after logging in. */
export function loginPath(next: string): string {
  return `/login?next=${encodeURIComponent(next)}`;
}

/**
 * Where to go after logging in: `next` when it is a path of this site, else home. Anything else
 * (`//evil.example`, `https://…`, `/\evil`) would make the login page an open redirect.
 */
export function safeNextPath(next: string | null): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  return next;
}
