import { ArrowDown } from 'lucide-react';
import { Link } from 'react-router';
import heroArt from '@/assets/teambuilder/team-builder-hero.svg';
import { buttonClasses } from '@/ui/Button';

export function TeamBuilderHero() {
  return (
    <section
      aria-labelledby="teambuilder-title"
      className="on-dark relative overflow-hidden bg-gradient-to-br from-brand-950 via-brand-900 to-brand-800 text-white"
    >
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 md:py-20 lg:grid-cols-[1.1fr_0.9fr]">
        <div>
          <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">Team builder</p>
          <h1 id="teambuilder-title" className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            Build your remote team
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-brand-100">
            Tell us which roles you need and how many people. Within one business day we send a quote with monthly rates,
            a hiring timeline and the profile of the talent we would recruit for you, with no obligation.
          </p>
          <div className="mt-8 flex flex-wrap items-center gap-4">
            <Link to="#request-quote" className={buttonClasses('accent', 'px-6 py-3 text-base')}>
              Request a quote
              <ArrowDown className="h-4 w-4" aria-hidden="true" />
            </Link>
            <p className="text-sm text-brand-100">Customer service, sales, finance, marketing, IT and healthcare roles</p>
          </div>
        </div>
        <img src={heroArt} alt="" width={480} height={380} className="mx-auto h-auto w-full max-w-md lg:max-w-none" />
      </div>
    </section>
  );
}
