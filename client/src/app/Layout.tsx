import { lazy, Suspense } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { useLoginPanel } from '@/lib/login-panel';
import { awaitsEmailVerification, useSession } from '@/lib/session';
import { withDataLayer } from '@/lib/with-data-layer';
import { deferredPart } from '@/ui/deferred-part';
import { Navbar } from './layout/Navbar';
import { ScrollManager } from './ScrollManager';

/** Spec: the navbar is hidden on these paths; the footer also on /payment. */
const NAVBAR_HIDDEN_ON = ['/checkout', '/payment-success', '/payment-failure'];
const FOOTER_HIDDEN_ON = [...NAVBAR_HIDDEN_ON, '/payment'];

/** Routes match case-insensitively and with a trailing slash, so compare the same way. */
function normalizePath(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return trimmed.toLowerCase();
}

/** The login, sign-up and forgot-password forms (with react-hook-form, their schemas and the data layer) download when the panel first opens. */
const loadLoginPanel = withDataLayer(async () => (await import('@/features/auth/LoginPanel')).LoginPanelDialog);
const LoginPanelDialog = lazy(async () => ({ default: await loadLoginPanel() }));

function LoginPanel() {
  const { isOpen, close, notice } = useLoginPanel();
  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <LoginPanelDialog onClose={close} notice={notice} />
    </Suspense>
  );
}

/** The banner's code downloads only for an account whose address is not verified yet. */
const loadUnverifiedEmailBanner = withDataLayer(async () => (await import('@/features/auth/email-verification/UnverifiedEmailBanner')).UnverifiedEmailBanner);
const UnverifiedEmailBanner = lazy(async () => ({ default: await loadUnverifiedEmailBanner() }));

function EmailVerificationBanner() {
  const { user } = useSession();
  if (!user || !awaitsEmailVerification(user)) return null;
  return (
    <Suspense fallback={null}>
      <UnverifiedEmailBanner user={user} />
    </Suspense>
  );
}

/** Below every page: hydrated, and its code fetched, once the visitor first acts (ui/deferred-part). */
const footer = deferredPart(async () => (await import('./layout/Footer')).Footer, {});

export function Layout() {
  const path = normalizePath(useLocation().pathname);
  const navigation = useNavigation();
  const showNavbar = !NAVBAR_HIDDEN_ON.includes(path);
  const showFooter = !FOOTER_HIDDEN_ON.includes(path);

  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <ScrollManager />
      {navigation.state === 'loading' ? (
        <div role="progressbar" aria-label="Loading page" className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-accent-400" />
      ) : null}
      {showNavbar ? <Navbar /> : null}
      <EmailVerificationBanner />
      {/* At least a screen tall, so the footer starts below the fold while a page's data loads and
          does not jump down when it arrives (a layout shift on every job page otherwise). */}
      <main id="main" tabIndex={-1} className="flex min-h-screen flex-1 flex-col focus:outline-none">
        {/* The page is a Suspense boundary of its own: React hydrates the header first, then the page in slices that leave the main thread free. */}
        <Suspense>
          <Outlet />
        </Suspense>
      </main>
      {showFooter ? footer : null}
      <LoginPanel />
    </div>
  );
}
