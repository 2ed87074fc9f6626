import type { StaticPageMeta } from './static-page-meta';

/** The services overview (each role page builds its own from its content). */
export const servicesPageMeta: StaticPageMeta = {
  path: '/services',
  title: 'Services',
  description: 'Remote staff for every team: operations and support, digital marketing, sales, accounting and finance, engineering and IT, and healthcare back-office roles from the Philippines.',
};
