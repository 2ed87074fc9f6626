import { useId } from 'react';
import { Link } from 'react-router';
import { serviceCategories } from '@contract/catalogues/service-roles';
import { serviceHref } from './nav-items';

/** The six service categories, each with links to its role pages. */
export function ServicesMenu({ headingLevel = 'h3' }: { headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  const idPrefix = useId();
  return (
    <div className="grid gap-x-6 gap-y-5 p-3 sm:grid-cols-2 lg:grid-cols-3">
      {serviceCategories.map((category) => (
        <section key={category.key} aria-labelledby={`${idPrefix}-${category.key}`}>
          <Heading id={`${idPrefix}-${category.key}`} className="px-3 text-xs font-semibold tracking-wide text-brand-700 uppercase">
            {category.name}
          </Heading>
          <ul className="mt-1">
            {category.roles.map((role) => (
              <li key={role.key}>
                <Link
                  to={serviceHref(role.key)}
                  className="block rounded-md px-3 py-1.5 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-800"
                >
                  {role.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <div className="border-t border-slate-200 pt-3 sm:col-span-2 lg:col-span-3">
        <Link to="/services" className="inline-block rounded-md px-3 py-1.5 text-sm font-semibold text-brand-700 hover:text-brand-900">
          View all services →
        </Link>
      </div>
    </div>
  );
}
