import { Outlet } from 'react-router';
import { messages } from '@contract/users';
import { isTalentOnly, useSession } from '@/lib/session';
import { AccountKindNotice } from './AccountKindNotice';
import { RequireUser } from './RequireUser';

/** A talent's account is told a customer's page is for customers, with the way to its own work. */
function CustomersOnlyNotice() {
  return <AccountKindNotice message={messages.customersOnly} to="/my-work" linkLabel="Open My work" />;
}

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
