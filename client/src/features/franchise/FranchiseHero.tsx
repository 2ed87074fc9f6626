import { ArrowDown } from 'lucide-react';
import { Link } from 'react-router';
import { company } from '@contract/catalogues/company';
import { buttonClasses } from '@/ui/Button';
import { FranchiseArt } from './FranchiseArt';

export function FranchiseHero() {
  return (
    <section
      aria-labelledby="franchise-title"
      className="on-dark relative overflow-hidden bg-gradient-to-br from-brand-950 via-brand-900 to-brand-800 text-white"
    >
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 md:py-20 lg:grid-cols-[1.1fr_0.9fr]">
        <div>
          <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">Franchise opportunity</p>
          <h1 id="franchise-title" className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            Run a {company.brand} staffing office in your city
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-brand-100">
            Local businesses want remote talent from a partner they can sit down with. As a franchisee you win and look
            after the clients in your territory; we recruit, train, employ and support their teams in the Philippines,
            and run invoicing and payroll behind the scenes.
          </p>
          <div className="mt-8 flex flex-wrap items-center gap-4">
            <Link to="#apply" className={buttonClasses('accent', 'px-6 py-3 text-base')}>
              How to apply
              <ArrowDown className="h-4 w-4" aria-hidden="true" />
            </Link>
            <p className="text-sm text-brand-100">Territories open across the US, Australia and Canada</p>
          </div>
        </div>
        <FranchiseArt className="mx-auto h-auto w-full max-w-md lg:max-w-none" />
      </div>
    </section>
  );
}
