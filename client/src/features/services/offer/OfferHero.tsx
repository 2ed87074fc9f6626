import { PiggyBank } from 'lucide-react';
import { Link } from 'react-router';
import type { ServiceCategory, ServiceRole } from '@contract/catalogues/service-roles';
import heroIllustration from '@/assets/services/hero-remote-team.svg';

type Props = { role: ServiceRole; category: ServiceCategory | undefined; subtitle: string };

/** Title, subtitle and the illustration with the savings claim. */
export function OfferHero({ role, category, subtitle }: Props) {
  return (
    <section aria-labelledby="offer-heading" className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 sm:px-6 lg:grid-cols-2 lg:py-20">
        <div>
          <nav aria-label="Breadcrumb">
            <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-600">
              <li>
                <Link to="/services" className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900">
                  Services
                </Link>
              </li>
              {category ? (
                <li className="before:mx-1 before:content-['/']">
                  <Link
                    to={`/services?category=${category.key}`}
                    className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
                  >
                    {category.name}
                  </Link>
                </li>
              ) : null}
            </ol>
          </nav>
          <h1 id="offer-heading" className="mt-4 text-3xl font-bold tracking-tight text-brand-950 sm:text-5xl">
            Find top-tier {role.name} from the Philippines.
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-slate-700">{subtitle}</p>
        </div>
        <figure className="relative mx-auto w-full max-w-xl">
          <img src={heroIllustration} alt="" width={560} height={420} className="h-auto w-full" decoding="async" fetchPriority="high" />
          <figcaption className="relative mx-4 -mt-8 flex items-center gap-3 rounded-2xl border border-slate-200 bg-white/95 p-4 shadow-lg sm:absolute sm:bottom-0 sm:left-6 sm:mx-0 sm:mt-0 sm:max-w-xs">
            <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-accent-100 text-accent-600">
              <PiggyBank className="h-6 w-6" aria-hidden="true" />
            </span>
            <span className="text-sm text-slate-700">
              <strong className="block text-base text-brand-950">Save up to 70%</strong>
              against the cost of local US wages for the same role.
            </span>
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
