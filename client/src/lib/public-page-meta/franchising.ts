import type { StaticPageMeta } from './static-page-meta';

/** The franchising page. */
export const franchisingPageMeta: StaticPageMeta = {
  path: '/franchising',
  title: 'Franchising',
  description: 'Open a Bayanihan Remote franchise: bring Philippine remote staffing to businesses in your region with our recruiting, training and support behind you.',
};
