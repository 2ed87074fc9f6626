import { ArrowRight } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { serviceCategories } from '@contract/catalogues/service-roles';
import { buttonClasses } from '@/ui/Button';
import { categoryOfRole, isCategoryKey, serviceHref } from './categories';
import { featuredServices } from './role-content/featured-services';
import type { ServiceCategoryKey } from './role-content/types';
import { ServiceCard } from './ServiceCard';
import { ServiceCategoryFilter } from './ServiceCategoryFilter';
import { ServicesHero } from './ServicesHero';
import { PageMeta } from '@/lib/page-meta';
import { servicesPageMeta } from '@/lib/public-page-meta/services';

/** /services — the 15 featured services, filterable by category (kept in ?category= so it can be shared). */
export function ServicesPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('category');
  const categoryKey = isCategoryKey(requested) ? requested : null;
  const category = serviceCategories.find((candidate) => candidate.key === categoryKey);
  const shown = featuredServices.filter((service) => !categoryKey || categoryOfRole(service.roleKey)?.key === categoryKey);

  function selectCategory(next: ServiceCategoryKey | null) {
    setSearchParams(next ? { category: next } : {}, { replace: true, preventScrollReset: true });
  }

  return (
    <>
      <PageMeta {...servicesPageMeta} />
      <ServicesHero />
      <section aria-labelledby="services-list-heading" className="bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-16">
          <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
            <div>
              <h2 id="services-list-heading" className="text-2xl font-bold text-brand-950 sm:text-3xl">
                Explore our services
              </h2>
              <p className="mt-2 text-slate-700" role="status">
                {category ? `${shown.length} featured ${category.name} services` : `${shown.length} featured services`}
              </p>
            </div>
            <ServiceCategoryFilter value={categoryKey} onChange={selectCategory} />
          </div>
          <ul aria-label="Featured services" className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((service) => (
              <li key={service.roleKey}>
                <ServiceCard service={service} />
              </li>
            ))}
          </ul>
          {category ? (
            <div className="mt-10 rounded-2xl border border-slate-200 bg-white p-6">
              <h3 className="text-lg font-bold text-brand-950">Every {category.name} role we staff</h3>
              <ul className="mt-4 flex flex-wrap gap-2">
                {category.roles.map((role) => (
                  <li key={role.key}>
                    <Link
                      to={serviceHref(role.key)}
                      className="inline-block rounded-full border border-brand-200 bg-brand-50 px-3 py-1.5 text-sm font-medium text-brand-800 underline-offset-2 hover:underline"
                    >
                      {role.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      </section>
      <section aria-labelledby="services-cta-heading" className="bg-white">
        <div className="mx-auto flex max-w-5xl flex-col items-start gap-6 px-4 py-14 sm:px-6 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="services-cta-heading" className="text-2xl font-bold text-brand-950">
              Know the role you need?
            </h2>
            <p className="mt-2 max-w-xl text-slate-700">
              Compare junior and senior plans, choose how many talents you need and see your total in your own currency before you
              book a call.
            </p>
          </div>
          <Link to="/pricing" className={buttonClasses('primary', 'shrink-0 px-6 py-3 text-base')}>
            See plans and pricing
            <ArrowRight className="h-5 w-5" aria-hidden="true" />
          </Link>
        </div>
      </section>
    </>
  );
}
