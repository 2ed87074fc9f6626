import { BadgeCheck, GraduationCap, Receipt, UsersRound, type LucideIcon } from 'lucide-react';
import { company } from '@contract/catalogues/company';

const support: readonly { title: string; text: string; Icon: LucideIcon }[] = [
  {
    title: 'Recruiting pipeline',
    text: 'Our Metro Manila recruiting team sources, tests and background-checks candidates, and sends your clients shortlists in under two weeks.',
    Icon: UsersRound,
  },
  {
    title: 'Training',
    text: 'Ten days of onboarding on sales, role scoping, pricing and account management, then monthly coaching from a franchise success manager.',
    Icon: GraduationCap,
  },
  {
    title: 'Brand',
    text: `The ${company.brand} name, website listing, proposal and contract templates, and marketing campaigns you can run in your territory.`,
    Icon: BadgeCheck,
  },
  {
    title: 'Billing platform',
    text: 'Client invoicing, collections, payroll and reporting in one platform, with your share paid out within ten business days of collection.',
    Icon: Receipt,
  },
];

export function FranchiseSupport() {
  return (
    <section aria-labelledby="franchise-support-title" className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 md:py-16">
        <h2 id="franchise-support-title" className="text-2xl font-bold text-brand-950 sm:text-3xl">
          What {company.brand} provides
        </h2>
        <p className="mt-3 max-w-3xl text-slate-700">
          You bring local relationships and a sales mindset. We bring more than ten years of recruiting, employing and
          supporting remote professionals in the Philippines.
        </p>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {support.map(({ title, text, Icon }) => (
            <li key={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon className="h-6 w-6" aria-hidden="true" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-brand-950">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-700">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
