import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { landingAfterLogin } from '@/features/auth/login-landing';
import { useUnlockLink } from '@/features/auth/use-unlock-link';
import { safeNextPath } from '@/lib/login-path';
import { useLoginPanel } from '@/lib/login-panel';
import { useSession } from '@/lib/session';
import { HomeRoute } from './HomeRoute';

/**
 * /login: the home page with the login panel open over it. Once logged in the user goes to
 * `?next=` (or home: an admin to the admin home, a talent to My work, see `landingAfterLogin`); closing the panel without logging in leaves them on the home page.
 * `?unlock=` (the link of the "someone is trying to log in" e-mail) resets the account's sign-in
 * attempts and says so above the form.
 */
export function LoginRoute() {
  const { user } = useSession();
  const { isOpen, open } = useLoginPanel();
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get('next'));
  const navigate = useNavigate();
  // Tells "closed by the user" from "not opened yet" (strict mode runs the effect twice before it opens).
  const wasOpen = useRef(false);
  useUnlockLink();

  useEffect(() => {
    if (user) {
      navigate(landingAfterLogin(user, next), { replace: true });
    } else if (isOpen) {
      wasOpen.current = true;
    } else if (wasOpen.current) {
      navigate('/', { replace: true });
    } else {
      open();
    }
  }, [user, isOpen, next, open, navigate]);

  return <HomeRoute title="Log in" />;
}
