import { lazy } from 'react';
import { useSession } from '@/lib/session';
import { RequireUser } from './RequireUser';

/** Loaded only for an account that is not a talent's (see AccountKindNotice.tsx). */
const TalentsOnlyNotice = lazy(async () => ({ default: (await import('./AccountKindNotice')).TalentsOnlyNotice }));

/**
 * Guards a placed talent's pages (/my-work): a visitor is sent to the login panel and brought
 * back (RequireUser); a customer's or an admin's account is told the page is for talents. The
 * server refuses them too (403 auth.talents_only).
 */
export function RequireTalent() {
  const { user } = useSession();
  if (user && !user.isTalent) return <TalentsOnlyNotice />;
  return <RequireUser />;
}
