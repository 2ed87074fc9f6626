import type { StaticPageMeta } from './static-page-meta';

/** The booking pages after a plan is chosen. */
export const getStartedPageMeta: StaticPageMeta = {
  path: '/getstarted',
  title: 'Get Started',
  description: 'The onboarding steps after subscribing: book your kickoff call and tell us about the team you want to build.',
};

export const purchaseDisclaimerPageMeta: StaticPageMeta = {
  path: '/purchasedisclaimer',
  title: 'Service Purchase Disclaimer',
  description: 'The terms that apply when you purchase a Bayanihan Remote staffing subscription: billing, replacements, cancellations and refunds.',
};

export const bookingPageMetas = [getStartedPageMeta, purchaseDisclaimerPageMeta];
