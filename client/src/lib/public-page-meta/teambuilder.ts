import type { StaticPageMeta } from './static-page-meta';

/** The team builder. */
export const teamBuilderPageMeta: StaticPageMeta = {
  path: '/teambuilder',
  title: 'Build your remote team',
  description: 'Build your remote team role by role, see what it costs per month and request a quote from Bayanihan Remote.',
};
