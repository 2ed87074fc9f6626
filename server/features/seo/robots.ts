/**
 * Paths no search engine should crawl: the API, the admin screens, and the pages that only make
 * sense to one signed-in person (login, password reset, checkout, their subscriptions and
 * payments, their account security) or to one job's applicant (the application form; the job page is what search lists).
 * robots.txt rules are prefixes, so `/payment` also covers /payment-success, /payment-failure and
 * /payments, and `/admin` also covers /adminjobspage.
 */
export const disallowedPaths = [
  '/api/',
  // Admin screens.
  '/admin',
  '/applicants',
  '/applicantDetails/',
  '/job/*/applicants',
  '/inquiries',
  '/messages',
  '/franchise-applications',
  '/customers',
  '/refunds',
  // One person's pages.
  '/login',
  '/resetpassword/',
  '/talent-invitation/',
  '/verify-email/',
  '/payment',
  '/subscription',
  '/staffing',
  // The customer's team page, and not /teambuilder (public): `$` ends the rule, as crawlers read it.
  '/team$',
  // A placed talent's week.
  '/my-work',
  '/application/',
  '/account/',
] as const;

/** robots.txt for the site at `publicUrl` (no trailing slash). */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowedPaths.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
