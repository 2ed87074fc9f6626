import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { ScrollState } from '@/lib/scroll';
import { buttonClasses } from '@/ui/Button';

/** The home page's plans section; the ScrollManager scrolls there after navigating. */
const toPricing: ScrollState = { scrollTo: 'pricing' };

/** 'Interested in Hiring {role}?' with 'Get started', which goes to the home page's pricing section. */
export function ClosingCta({ roleName }: { roleName: string }) {
  return (
    <section aria-labelledby="closing-heading" className="on-dark bg-gradient-to-r from-brand-950 to-brand-800 text-white">
      <div className="mx-auto flex max-w-5xl flex-col items-start gap-6 px-4 py-14 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="closing-heading" className="text-2xl font-bold sm:text-3xl">
            Interested in Hiring {roleName}?
          </h2>
          <p className="mt-3 max-w-xl text-brand-100">
            Choose a plan and tell us about the role. We shortlist candidates for it and confirm your talent’s first day by e-mail.
          </p>
        </div>
        <Link to="/" state={toPricing} className={buttonClasses('accent', 'shrink-0 px-6 py-3 text-base')}>
          Get started
          <ArrowRight className="h-5 w-5" aria-hidden="true" />
        </Link>
      </div>
    </section>
  );
}
