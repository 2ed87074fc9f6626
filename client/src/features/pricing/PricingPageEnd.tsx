import { MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/ui/Button';
import { PricingFaq } from './PricingFaq';

/** /pricing under its plan cards (PricingPage.tsx): the FAQ and a way to ask for a custom package, a chunk of its own. */
export function PricingPageEnd() {
  return (
    <>
      <PricingFaq />
      <section aria-labelledby="custom-package-heading" className="bg-slate-50">
        <div className="mx-auto flex max-w-5xl flex-col items-start gap-6 px-4 py-14 sm:px-6 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="custom-package-heading" className="text-2xl font-bold text-brand-950">
              Need a custom package?
            </h2>
            <p className="mt-2 max-w-xl text-slate-700">
              Blended skills, a whole team, or coverage that does not fit a standard plan: tell us what you need and we will design
              a package around it.
            </p>
          </div>
          <Link to="/message-us" className={buttonClasses('outline', 'shrink-0 bg-white px-6 py-3 text-base')}>
            <MessageSquare className="h-5 w-5" aria-hidden="true" />
            Message us
          </Link>
        </div>
      </section>
    </>
  );
}
