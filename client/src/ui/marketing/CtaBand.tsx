import { ArrowRight } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/ui/Button';

type CtaBandProps = { title: string; text: string };

/**
 * The closing call to action of the company pages: see the plans (home page pricing section) or
 * write to the team (home page Message Us form), both reached through the ScrollManager.
 */
export function CtaBand({ title, text }: CtaBandProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="px-4 py-16 sm:px-6">
      <div className="on-dark mx-auto max-w-5xl rounded-3xl bg-gradient-to-br from-brand-900 to-brand-700 px-6 py-12 text-center text-white shadow-lg sm:px-12">
        <h2 id={headingId} className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-brand-100">{text}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/" state={{ scrollTo: 'pricing' }} className={buttonClasses('accent', 'px-6 py-3 text-base')}>
            See plans and pricing
            <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </Link>
          <Link
            to="/"
            state={{ scrollTo: 'contact' }}
            className="inline-flex items-center justify-center rounded-lg border border-white px-6 py-3 text-base font-semibold text-white transition-colors hover:bg-white/10"
          >
            Message us
          </Link>
        </div>
      </div>
    </section>
  );
}
