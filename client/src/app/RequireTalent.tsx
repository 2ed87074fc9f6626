import { messages } from '@contract/users';
import { useSession } from '@/lib/session';
import { AccountKindNotice } from './AccountKindNotice';
import { RequireUser } from './RequireUser';

/**
 * Guards a placed talent's pages (/my-work): a visitor is sent to the login panel and brought
 * back (RequireUser); a customer's or an admin's account is told the page is for talents. The
 * server refuses them too (403 auth.talents_only).
 */
export function RequireTalent() {
  const { user } = useSession();
  if (user && !user.isTalent) return <AccountKindNotice message={messages.talentsOnly} to="/" linkLabel="Go to the home page" />;
  return <RequireUser />;
}
