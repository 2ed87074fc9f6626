import type { StaticPageMeta } from './static-page-meta';

/** The privacy policy. */
export const privacyPolicyPageMeta: StaticPageMeta = {
  path: '/privacypolicy',
  title: 'Privacy Policy',
  description: 'How Bayanihan Remote collects, uses and protects the personal information of clients, applicants and visitors to this website.',
};
