/** Only a path of this site is followed after logging in (never `//evil.test` or a full URL). */
export function safeNextPath(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/login') ? next : '/';
}
