import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { SessionUser } from '@contract/users';
import { useLoginPanel } from '@/lib/login-panel';
import { scrollToTop } from '@/lib/scroll';
import { Dialog } from '@/ui/Dialog';
import { Logo } from '@/ui/Logo';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LoginForm } from './LoginForm';
import { SignUpForm } from './SignUpForm';
import { landingFromPanel } from './login-landing';

export type LoginPanelView = 'login' | 'signup' | 'forgot';

const views: Record<LoginPanelView, { title: string; intro: string }> = {
  login: { title: 'Log in', intro: 'Welcome back. Log in to your account.' },
  signup: { title: 'Sign up', intro: 'Create an account to subscribe to remote talent.' },
  forgot: { title: 'Forgot Password', intro: 'We will help you get back into your account.' },
};

/** The slide-in login panel (from the right), opened through `useLoginPanel().open()`. */
export function LoginPanel() {
  const { isOpen, close, notice } = useLoginPanel();
  return isOpen ? <LoginPanelDialog onClose={close} notice={notice} /> : null;
}

/** The open panel; the layout loads it (and the forms with their schemas) only when it first opens. */
export function LoginPanelDialog({ onClose, notice }: { onClose: () => void; notice: string | null }) {
  const [view, setView] = useState<LoginPanelView>('login');
  const bodyRef = useRef<HTMLDivElement>(null);

  // Each view starts with its first field focused (also after switching views).
  useEffect(() => {
    bodyRef.current?.querySelector<HTMLInputElement>('form input')?.focus();
  }, [view]);

  const navigate = useNavigate();
  const { pathname } = useLocation();

  // A talent lands on My work and an admin on the admin home; a customer stays (see landingFromPanel).
  const onSignedIn = (user: SessionUser) => {
    onClose();
    scrollToTop();
    const landing = landingFromPanel(user, pathname, notice !== null);
    if (landing) void navigate(landing.to, { replace: landing.replace });
  };

  return (
    <Dialog title={views[view].title} onClose={onClose} size="sheet" closeLabel="Close login panel" header={<Logo />}>
      <div ref={bodyRef}>
        <p className="mt-1 mb-6 text-sm text-slate-600">{views[view].intro}</p>
        {notice && view === 'login' ? <p role="status" className="mb-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">{notice}</p> : null}
        {view === 'login' ? <LoginForm onSwitch={setView} onSignedIn={onSignedIn} /> : null}
        {view === 'signup' ? <SignUpForm onSwitch={setView} onSignedIn={onSignedIn} /> : null}
        {view === 'forgot' ? <ForgotPasswordForm onSwitch={setView} /> : null}
      </div>
    </Dialog>
  );
}
