import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/ui/Button';
import { NotFoundPageMeta } from '@/ui/NotFoundPageMeta';

/** Any path the router does not know. */
export function NotFoundPage() {
  return (
    <section className="flex min-h-[60vh] flex-1 flex-col items-center justify-center bg-slate-50 px-4 py-16 text-center">
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-100 text-brand-700">
        <Compass className="h-8 w-8" aria-hidden="true" />
      </span>
      <NotFoundPageMeta />
      <h1 className="mt-6 text-3xl font-bold text-brand-950">404 Page Not Found</h1>
      <p className="mt-3 text-slate-700">The requested page could not be found.</p>
      <Link to="/" className={buttonClasses('primary', 'mt-8')}>
        Go back home
      </Link>
    </section>
  );
}

