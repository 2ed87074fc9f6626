import { createBrowserRouter, type HydrationState, type RouteObject } from 'react-router';
import { Layout } from './Layout';
import { RequireAdmin } from './RequireAdmin';
import { NotForTalents, RequireCustomer } from './RequireCustomer';
import { RequireTalent } from './RequireTalent';
import { RequireUser } from './RequireUser';
import { RouteError } from './RouteError';
import { adminHomeRoutes } from '@/features/admin-home/routes';
import { adminJobsRoutes } from '@/features/admin-jobs/routes';
import { applicantsRoutes } from '@/features/applicants/routes';
import { adminAuditLogRoutes } from '@/features/audit-log/routes';
import { accountBillingRoutes, adminBillingRoutes, checkoutRoutes } from '@/features/billing/routes';
import { bookingRoutes } from '@/features/booking/routes';
import { careersRoutes, jobBoardRoutes } from '@/features/careers/routes';
import { companyRoutes } from '@/features/company/routes';
import { adminFranchiseRoutes, franchiseRoutes } from '@/features/franchise/routes';
import { inquiriesRoutes } from '@/features/inquiries/routes';
import { adminMessagesRoutes, messagesRoutes } from '@/features/messages/routes';
import { adminPlacementsRoutes } from '@/features/placements/routes';
import { pricingRoutes } from '@/features/pricing/routes';
import { servicesRoutes } from '@/features/services/routes';
import { talentInvitationRoutes } from '@/features/talents/routes';
import { teambuilderRoutes } from '@/features/teambuilder/routes';
import { adminTimesheetsRoutes, talentTimesheetsRoutes } from '@/features/timesheets/routes';

function PageLoading() {
  return (
    <p role="status" className="px-4 py-24 text-center text-slate-600">
      Loading...
    </p>
  );
}

/** The pages that read or write through the API, inside the data layer's route. */
const dataRoutes: RouteObject[] = [
  { path: 'login', lazy: async () => ({ Component: (await import('./routes/LoginRoute')).LoginRoute }) },
  ...careersRoutes,
  // Checkout: open to visitors (who log in on the way) and customers; a talent's account is told it is for customers.
  { Component: NotForTalents, children: checkoutRoutes },
  // Admin pages: a visitor is sent to the login panel and brought back, a customer home; their code is only downloaded by admins.
  {
    Component: RequireAdmin,
    children: [
      ...adminHomeRoutes,
      ...adminJobsRoutes,
      ...applicantsRoutes,
      ...inquiriesRoutes,
      ...adminMessagesRoutes,
      ...adminFranchiseRoutes,
      ...adminBillingRoutes,
      ...adminAuditLogRoutes,
      ...adminPlacementsRoutes,
      ...adminTimesheetsRoutes,
    ],
  },
  // Subscriptions, payments and the customer's team: a visitor is sent to the login panel and brought back,
  // a talent's account is told they are for customers.
  {
    Component: RequireCustomer,
    children: [
      ...accountBillingRoutes,
      // The team page shows the team's timesheets too, so the app layer composes it from both features.
      { path: 'team', lazy: async () => ({ Component: (await import('./routes/TeamRoute')).TeamRoute }) },
    ],
  },
  // A placed talent's week: a visitor logs in first; another kind of account is told it is for talents.
  { Component: RequireTalent, children: [...talentTimesheetsRoutes] },
  // The link a talent is mailed when first placed, to set their password.
  ...talentInvitationRoutes,
  // Two-step sign-in, for any signed-in user (an admin who must set it up is sent here).
  {
    Component: RequireUser,
    children: [
      {
        path: 'account/security',
        lazy: async () => ({ Component: (await import('@/features/auth/AccountSecurityPage')).AccountSecurityPage }),
      },
    ],
  },
  // The link of the mail sent at sign-up: open to anyone who has it (the token is the proof).
  {
    path: 'verify-email/:token',
    lazy: async () => ({ Component: (await import('@/features/auth/email-verification/VerifyEmailPage')).VerifyEmailPage }),
  },
  {
    path: 'resetpassword/:token',
    lazy: async () => ({ Component: (await import('@/features/auth/ResetPasswordPage')).ResetPasswordPage }),
  },
];

/**
 * The route table. Pages are lazy modules so each downloads only when visited (admin code never
 * reaches a visitor). Later pages go in the pathless child, above the catch-all.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: Layout,
    HydrateFallback: PageLoading,
    ErrorBoundary: RouteError,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          // The home page composes sections of other features, so it lives in the app layer.
          { index: true, lazy: async () => ({ Component: (await import('./routes/HomeRoute')).HomeRoute }) },
          // Pages that show what the server rendered: their forms bring the data layer when they load (ui/deferred-form).
          ...companyRoutes,
          ...servicesRoutes,
          ...pricingRoutes,
          ...jobBoardRoutes,
          ...bookingRoutes,
          ...messagesRoutes,
          ...teambuilderRoutes,
          ...franchiseRoutes,
          // Pages that read or write through the API: the data layer (React Query) loads with them.
          { lazy: async () => ({ Component: (await import('@/lib/data-layer')).DataLayerRoute }), children: dataRoutes },
          {
            path: '*',
            lazy: async () => ({ Component: (await import('@/features/not-found/NotFoundPage')).NotFoundPage }),
          },
        ],
      },
    ],
  },
];

/** The browser's router; a server-rendered page starts from its loaders' data instead of running them again. */
export function createAppRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);
}
