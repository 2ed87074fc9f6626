import { serviceCategories, serviceRoles } from '@contract/catalogues/service-roles';
import { company } from '@contract/catalogues/company';

const facts = [
  { value: String(serviceRoles.length), label: `roles across ${serviceCategories.length} specialties` },
  { value: '< 2 weeks', label: 'to find the right expert' },
  { value: 'Up to 70%', label: 'saved against local US wages' },
];

/** The overview's introduction. */
export function ServicesHero() {
  return (
    <section aria-labelledby="services-heading" className="on-dark bg-gradient-to-br from-brand-950 via-brand-900 to-brand-800 text-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20">
        <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">Our services</p>
        <h1 id="services-heading" className="mt-3 max-w-3xl text-3xl font-bold tracking-tight sm:text-5xl">
          Remote professionals for every team you are building
        </h1>
        <p className="mt-5 max-w-2xl text-base leading-relaxed text-brand-100 sm:text-lg">
          {company.brand} recruits, vets and supports full-time talent from the Philippines for operations, marketing, sales,
          finance, engineering and healthcare back-office work. Each professional works your hours, uses your tools and reports to
          you, while we handle hiring, payroll and HR.
        </p>
        <dl className="mt-10 grid max-w-3xl gap-4 sm:grid-cols-3">
          {facts.map((fact) => (
            <div key={fact.label} className="flex flex-col-reverse rounded-xl border border-white/15 bg-white/5 px-4 py-3">
              <dt className="text-sm text-brand-100">{fact.label}</dt>
              <dd className="text-2xl font-bold text-white">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
