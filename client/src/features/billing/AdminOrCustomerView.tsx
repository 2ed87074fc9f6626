import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { hasAdminAccess, secondFactorSetupPath, useSession } from '@/lib/session';

/**
 * /payments and /subscription show an admin the whole site's records and a customer their own.
 * An admin who must still set up two-step sign-in is sent to set it up, as on every admin page.
 */
export function AdminOrCustomerView({ admin, customer }: { admin: ReactNode; customer: ReactNode }) {
  const { user } = useSession();
  if (!user?.isAdmin) return customer;
  return hasAdminAccess(user) ? admin : <Navigate to={secondFactorSetupPath} replace />;
}
