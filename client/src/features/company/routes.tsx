import type { RouteObject } from 'react-router';

/**
 * The company pages, as lazy modules (see app/router.tsx). The home page (index route) is composed
 * in the app layer (app/routes/HomeRoute.tsx), since it embeds the pricing and messages features.
 */
export const companyRoutes: RouteObject[] = [
  { path: 'about', lazy: async () => ({ Component: (await import('./AboutPage')).AboutPage }) },
  { path: 'aboutteam', lazy: async () => ({ Component: (await import('./TeamPage')).TeamPage }) },
  { path: 'culture', lazy: async () => ({ Component: (await import('./CulturePage')).CulturePage }) },
  { path: 'privacypolicy', lazy: async () => ({ Component: (await import('./PrivacyPolicyPage')).PrivacyPolicyPage }) },
];
