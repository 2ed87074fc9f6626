import { Suspense, use } from 'react';
import { useParams, type Params } from 'react-router';
import { findServiceRole, type ServiceRole } from '@contract/catalogues/service-roles';
import { NotFoundMessage } from '@/ui/NotFoundMessage';
import { categoryOfRole } from './categories';
import { ClosingCta } from './offer/ClosingCta';
import { CompanyLogos } from './offer/CompanyLogos';
import { ExperienceLevels } from './offer/ExperienceLevels';
import { HireSection } from './offer/HireSection';
import { JobDescription } from './offer/JobDescription';
import { OfferHero } from './offer/OfferHero';
import { WhyChooseUs } from './offer/WhyChooseUs';
import { preloadRoleContent, roleContentPromise } from './role-content/load-role-content';
import type { PreloadHandle } from '@/lib/route-preload';
import { PageMeta } from '@/lib/page-meta';
import { NotFoundPageMeta } from '@/ui/NotFoundPageMeta';

/** The route's handle: the role's copy is loaded before the first render (see lib/route-preload.ts). */
export const serviceOfferHandle: PreloadHandle = {
  preload: async (params: Params) => {
    const role = findServiceRole(params.role ?? '');
    if (role) await preloadRoleContent(role.key);
  },
};

/** /services/:role — the offer page of one role; the parameter is normalized with the contract's rule. */
export function ServiceOfferPage() {
  const { role: param = '' } = useParams();
  const role = findServiceRole(param);
  if (!role) return <RoleNotFound />;
  return (
    <Suspense fallback={<p role="status" className="px-4 py-24 text-center text-slate-600">Loading...</p>}>
      <RoleOffer role={role} />
    </Suspense>
  );
}

function RoleNotFound() {
  return (
    <>
      <NotFoundPageMeta />
      <NotFoundMessage />
    </>
  );
}

/** One role's page; its copy comes from its category's chunk. */
function RoleOffer({ role }: { role: ServiceRole }) {
  const content = use(roleContentPromise(role.key));
  if (!content) {
    return (
      <>
        <NotFoundPageMeta />
        <NotFoundMessage />
      </>
    );
  }

  return (
    <>
      <PageMeta
        title={role.name}
        description={`Hire pre-vetted remote ${role.name.toLowerCase()} from the Philippines with Bayanihan Remote. ${content.subtitle}`}
        path={`/services/${role.key}`}
      />
      <OfferHero role={role} category={categoryOfRole(role.key)} subtitle={content.subtitle} />
      {/* Below the first screen: a Suspense boundary, which React hydrates after the rest, in slices that leave the main thread free. */}
      <Suspense>
        <HireSection roleName={role.name} />
        <CompanyLogos roleName={role.name} />
        <ExperienceLevels role={role} juniorJobDesc={content.juniorJobDesc} seniorJobDesc={content.seniorJobDesc} />
        <JobDescription roleName={role.name} content={content} />
        <WhyChooseUs />
        <ClosingCta roleName={role.name} />
      </Suspense>
    </>
  );
}
