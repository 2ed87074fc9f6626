import type { RouteObject } from 'react-router';

/** The routes of this feature, as lazy modules (see app/router.tsx). */
export const servicesRoutes: RouteObject[] = [
  { path: 'services', lazy: async () => ({ Component: (await import('./ServicesPage')).ServicesPage }) },
  {
    path: 'services/:role',
    lazy: async () => {
      const { ServiceOfferPage, serviceOfferLoader } = await import('./ServiceOfferPage');
      return { Component: ServiceOfferPage, loader: serviceOfferLoader };
    },
  },
];
