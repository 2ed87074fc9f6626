import type { StaticPageMeta } from './static-page-meta';

/** The job board (each job builds its own from the job). */
export const careerPageMeta: StaticPageMeta = {
  path: '/career',
  title: 'Careers',
  description: 'Remote jobs with US, Australian and Canadian companies for professionals in the Philippines: browse open positions at Bayanihan Remote and apply online.',
};
