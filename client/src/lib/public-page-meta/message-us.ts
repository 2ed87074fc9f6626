import type { StaticPageMeta } from './static-page-meta';

/** The contact page. */
export const messageUsPageMeta: StaticPageMeta = {
  path: '/message-us',
  title: 'Message Us',
  description: 'Questions about hiring remote staff from the Philippines? Send Bayanihan Remote a message and our team will answer within one business day.',
};
