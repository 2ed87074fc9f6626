import { lazy } from 'react';
import { Outlet } from 'react-router';
import { isTalentOnly, useSession } from '@/lib/session';
import { RequireUser } from './RequireUser';

/** Loaded only for a talent's account (see AccountKindNotice.tsx). */
const CustomersOnlyNotice = lazy(async () => ({ default: (await import('./AccountKindNotice')).CustomersOnlyNotice }));

/**
 * Guards a customer's own pages (subscriptions, payments, the team): a visitor is sent to the
 * login panel (RequireUser), a talent's account is told they are for customers (the server's
 * 403 auth.customers_only) instead of meeting an error. Admins pass, as customers of their own.
 */
export function RequireCustomer() {
  const { user } = useSession();
  if (isTalentOnly(user)) return <CustomersOnlyNotice />;
  return <RequireUser />;
}

/** The checkout pages: open to visitors (who log in on the way) and customers, not to a talent's account. */
export function NotForTalents() {
  const { user } = useSession();
  if (isTalentOnly(user)) return <CustomersOnlyNotice />;
  return <Outlet />;
}
