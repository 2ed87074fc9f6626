import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { company } from '@contract/catalogues/company';
import { serviceCategories, serviceRoles } from '@contract/catalogues/service-roles';
import { buttonClasses } from '@/ui/Button';

/** Welcome text (links to the company story) beside a snapshot of what we staff (links to services). */
export function WelcomeSection() {
  return (
    <section aria-labelledby="welcome-title" className="bg-white px-4 py-16 sm:px-6 sm:py-20">
      <div className="mx-auto grid max-w-7xl items-start gap-12 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">Welcome</p>
          <h2 id="welcome-title" className="mt-2 text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl">
            Welcome to {company.brand}
          </h2>
          <div className="mt-5 space-y-4 text-base leading-relaxed text-slate-700 sm:text-lg">
            <p>
              We help small and growing businesses in the United States, Australia and Canada build dependable remote
              teams. Every professional we place is recruited, screened and supported by our own team in Makati City,
              and works as a dedicated member of your company, on your schedule.
            </p>
            <p>
              Our name comes from <span lang="fil">bayanihan</span>, the Filipino tradition of neighbours lifting a house
              together. It is how we work with clients: we carry the hiring, payroll, equipment and compliance so you can
              focus on growth.
            </p>
          </div>
          <Link to="/about" className={buttonClasses('outline', 'mt-8')}>
            Read our story
            <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </Link>
        </div>
        <div className="rounded-3xl border border-brand-100 bg-brand-50 p-6 sm:p-8">
          <h3 className="text-xl font-semibold text-brand-950">{serviceRoles.length}+ roles across six practices</h3>
          <p className="mt-2 text-slate-700">Junior and senior talent, technical and non-technical, ready for your time zone.</p>
          <ul className="mt-6 grid gap-3 sm:grid-cols-2">
            {serviceCategories.map((category) => (
              <li key={category.key} className="flex items-center justify-between gap-3 rounded-xl bg-white px-4 py-3 shadow-sm">
                <span className="font-medium text-brand-950">{category.name}</span>
                <span className="shrink-0 text-sm text-slate-600">{category.roles.length} roles</span>
              </li>
            ))}
          </ul>
          <Link to="/services" className={buttonClasses('primary', 'mt-6 w-full sm:w-auto')}>
            View all services
            <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </Link>
        </div>
      </div>
    </section>
  );
}
