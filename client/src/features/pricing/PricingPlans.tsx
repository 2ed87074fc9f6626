import { Suspense, useId, useState } from 'react';
import { plans, type BillingCycle } from '@contract/catalogues/plans';
import { regionInfo } from '@contract/catalogues/regions';
import { useRegion } from '@/lib/region';
import { awaitingStored } from '@/lib/session';
import { BillingCycleToggle } from './BillingCycleToggle';
import { EmpowerBanner } from './EmpowerBanner';
import { PlanCard } from './PlanCard';

type PricingPlansProps = {
  /** 'h1' when the block is the page (/pricing); 'h2' (default) inside another page such as home. */
  headingLevel?: 'h1' | 'h2';
  /** An id for the block, e.g. 'pricing' so the home page's scroll target lands on it. */
  id?: string;
};

/** The plan cards with the Monthly/Annual toggle, priced in the region chosen in the navbar. */
export function PricingPlans({ headingLevel = 'h2', id }: PricingPlansProps = {}) {
  const Heading = headingLevel;
  const subLevel = headingLevel === 'h1' ? 'h2' : 'h3';
  const headingId = useId();
  const { region, known } = useRegion();
  const [cycle, setCycle] = useState<BillingCycle>('monthly');

  return (
    <section id={id} aria-labelledby={headingId} className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20">
        <div className="mx-auto max-w-2xl text-center">
          <Heading id={headingId} className="text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">
            Choose your talent
          </Heading>
          <p className="mt-3 text-lg text-slate-700">Pricing and skills to fit your needs</p>
          <div className="mt-8">
            <BillingCycleToggle value={cycle} onChange={setCycle} />
          </div>
          <p className="mt-3 text-sm text-slate-600" {...awaitingStored(known)}>
            Prices in {regionInfo[region].label} ({regionInfo[region].currency.toUpperCase()}). Change the country in the menu bar.
          </p>
        </div>
        {/* A Suspense boundary: React hydrates the heading first and the cards after it, in slices of their own. */}
        <Suspense>
          <ul className="mt-10 flex flex-wrap justify-center gap-6">
            {plans.map((plan) => (
              <li key={plan.key} className="w-full sm:w-[calc(50%-0.75rem)] xl:w-[calc((100%-3rem)/3)]">
                <PlanCard plan={plan} region={region} cycle={cycle} headingLevel={subLevel} />
              </li>
            ))}
          </ul>
        </Suspense>
        <EmpowerBanner headingLevel={subLevel} />
      </div>
    </section>
  );
}
