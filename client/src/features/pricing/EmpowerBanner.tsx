import { Headset, ShieldCheck, Users } from 'lucide-react';
import { company } from '@contract/catalogues/company';

const inclusions = [
  { icon: Users, text: 'Recruiting, vetting and onboarding included' },
  { icon: ShieldCheck, text: 'Payroll, benefits and HR handled for you' },
  { icon: Headset, text: 'A dedicated account manager' },
];

/** The spec's banner under the plan cards. */
export function EmpowerBanner({ headingLevel: Heading }: { headingLevel: 'h2' | 'h3' }) {
  return (
    <div className="on-dark mt-12 rounded-3xl bg-gradient-to-r from-brand-950 to-brand-800 px-6 py-10 text-white sm:px-10">
      <Heading className="text-2xl font-bold sm:text-3xl">Empower your business with {company.brand}</Heading>
      <p className="mt-3 max-w-3xl text-brand-100">
        Every plan is a full-time professional who works your hours and reports to you, without the cost of a local hire.
      </p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-3">
        {inclusions.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-center gap-3 text-sm font-medium">
            <Icon className="h-5 w-5 shrink-0 text-accent-300" aria-hidden="true" />
            {text}
          </li>
        ))}
      </ul>
    </div>
  );
}
