import { X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { scrollToTop } from '@/lib/scroll';
import { useModal } from '@/lib/use-modal';
import { Logo } from '@/ui/Logo';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LoginForm } from './LoginForm';
import { useLoginPanel } from '@/lib/login-panel';
import { SignUpForm } from './SignUpForm';

export type LoginPanelView = 'login' | 'signup' | 'forgot';

const views: Record<LoginPanelView, { title: string; intro: string }> = {
  login: { title: 'Log in', intro: 'Welcome back. Log in to manage your subscriptions.' },
  signup: { title: 'Sign up', intro: 'Create an account to subscribe to remote talent.' },
  forgot: { title: 'Forgot Password', intro: 'We will help you get back into your account.' },
};

/** The slide-in login panel (from the right), opened through `useLoginPanel().open()`. */
export function LoginPanel() {
  const { isOpen, close, notice } = useLoginPanel();
  return isOpen ? <LoginPanelDialog onClose={close} notice={notice} /> : null;
}

function LoginPanelDialog({ onClose, notice }: { onClose: () => void; notice: string | null }) {
  const [view, setView] = useState<LoginPanelView>('login');
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useModal(panelRef, onClose);

  // Each view starts with its first field focused (also after switching views).
  useEffect(() => {
    panelRef.current?.querySelector<HTMLInputElement>('form input')?.focus();
  }, [view]);

  const onSignedIn = () => {
    onClose();
    scrollToTop();
  };

  return (
    <div className="fixed inset-0 z-50">
      <div
        data-testid="login-panel-overlay"
        aria-hidden="true"
        className="absolute inset-0 animate-fade-in bg-brand-950/60 motion-reduce:animate-none"
        onClick={onClose}
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className="absolute inset-y-0 right-0 flex w-[calc(100%-2.5rem)] max-w-md animate-slide-in-right flex-col overflow-y-auto bg-white shadow-2xl motion-reduce:animate-none"
      >
        <div className="flex items-center justify-between border-b border-slate-200 px-6 py-4">
          <Logo />
          <button
            type="button"
            onClick={onClose}
            aria-label="Close login panel"
            className="rounded-lg p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
          >
            <X className="h-5 w-5" aria-hidden="true" />
          </button>
        </div>
        <div className="flex-1 px-6 py-8">
          <h2 id={titleId} className="text-2xl font-bold text-brand-950">
            {views[view].title}
          </h2>
          <p className="mt-1 mb-6 text-sm text-slate-600">{views[view].intro}</p>
          {notice && view === 'login' ? <p role="status" className="mb-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">{notice}</p> : null}
          {view === 'login' ? <LoginForm onSwitch={setView} onSignedIn={onSignedIn} /> : null}
          {view === 'signup' ? <SignUpForm onSwitch={setView} onSignedIn={onSignedIn} /> : null}
          {view === 'forgot' ? <ForgotPasswordForm onSwitch={setView} /> : null}
        </div>
      </div>
    </div>
  );
}
