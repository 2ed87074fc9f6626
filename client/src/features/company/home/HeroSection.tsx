import { ArrowRight, CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { company } from '@contract/catalogues/company';
import heroArt from '@/assets/company/hero-remote-team.svg';
import { buttonClasses } from '@/ui/Button';
import { HeroIllustration } from '@/ui/marketing/HeroIllustration';

const claims = [
  'Save up to 70% against local US wages',
  'Full-time experts who work your hours',
  company.receptionistCoverage.short,
] as const;

export function HeroSection() {
  return (
    <section
      aria-labelledby="home-hero-title"
      className="on-dark relative overflow-hidden bg-gradient-to-br from-brand-950 via-brand-900 to-brand-800 text-white"
    >
      <div aria-hidden="true" className="pointer-events-none absolute -top-32 -left-24 h-80 w-80 rounded-full bg-brand-600/30 blur-3xl" />
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[1.1fr_1fr] lg:py-24">
        <div>
          <p className="text-sm font-semibold tracking-widest text-accent-300 uppercase">Remote staffing from the Philippines</p>
          <h1 id="home-hero-title" className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            Hire pre-vetted Philippine talent and grow for less
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-brand-100">
            Virtual assistants, call receptionists, customer support, marketing, sales, finance, engineering and medical
            back-office professionals who speak fluent English and work in your time zone.
          </p>
          <ul className="mt-8 space-y-3">
            {claims.map((claim) => (
              <li key={claim} className="flex items-start gap-3 text-base font-medium">
                <CircleCheck className="mt-0.5 h-5 w-5 shrink-0 text-accent-300" aria-hidden="true" />
                {claim}
              </li>
            ))}
          </ul>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <Link to="/" state={{ scrollTo: 'pricing' }} className={buttonClasses('accent', 'px-6 py-3 text-base')}>
              Get started
              <ArrowRight className="h-4 w-4" aria-hidden="true" />
            </Link>
            <Link
              to="/services"
              className="inline-flex items-center justify-center rounded-lg border border-white/80 px-6 py-3 text-base font-semibold text-white transition-colors hover:bg-white/10"
            >
              Explore services
            </Link>
          </div>
        </div>
        <HeroIllustration
          src={heroArt}
          width={480}
          height={400}
          alt="Illustration of a video call with four remote professionals, one wearing a receptionist headset"
          maxWidth="max-w-md lg:max-w-lg"
        />
      </div>
    </section>
  );
}
