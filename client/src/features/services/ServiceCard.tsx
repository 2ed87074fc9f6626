import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { FeaturedService } from './role-content/featured-services';
import { categoryIcons, categoryOfRole, serviceHref } from './categories';

/** One of the overview's service cards; the whole card is the link to the role page. */
export function ServiceCard({ service }: { service: FeaturedService }) {
  const category = categoryOfRole(service.roleKey);
  const Icon = category ? categoryIcons[category.key] : ArrowRight;
  return (
    <article className="group relative flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md focus-within:ring-2 focus-within:ring-brand-600">
      <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Icon className="h-6 w-6" aria-hidden="true" />
      </span>
      {category ? <p className="mt-4 text-xs font-semibold tracking-wide text-slate-600 uppercase">{category.name}</p> : null}
      <h3 className="mt-1 text-lg font-bold text-brand-950">
        <Link to={serviceHref(service.roleKey)} className="focus:outline-none after:absolute after:inset-0 after:rounded-2xl">
          {service.title}
        </Link>
      </h3>
      <p className="mt-2 flex-1 text-sm leading-relaxed text-slate-700">{service.summary}</p>
      <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 group-hover:text-brand-900" aria-hidden="true">
        View role details
        <ArrowRight className="h-4 w-4 transition group-hover:translate-x-0.5" />
      </span>
    </article>
  );
}
