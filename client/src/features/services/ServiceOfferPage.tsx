import { Suspense } from 'react';
import { useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router';
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
import type { RoleContent } from './role-content/types';
import { loadRoleContent } from './role-content/load-role-content';
import { PageMeta } from '@/lib/page-meta';
import { NotFoundPageMeta } from '@/ui/NotFoundPageMeta';

/**
 * The route's loader: the role's copy, from its category's chunk. The server runs it before
 * rendering and puts its answer in the page, from which the browser hydrates without the chunk.
 */
export async function serviceOfferLoader({ params }: LoaderFunctionArgs): Promise<{ content: RoleContent | null }> {
  const role = findServiceRole(params.role ?? '');
  return { content: (role && (await loadRoleContent(role.key))) ?? null };
}

/** /services/:role — the offer page of one role; the parameter is normalized with the contract's rule. */
export function ServiceOfferPage() {
  const { role: param = '' } = useParams();
  const { content } = useLoaderData<typeof serviceOfferLoader>();
  const role = findServiceRole(param);
  if (!role || !content) {
    return (
      <>
        <NotFoundPageMeta />
        <NotFoundMessage />
      </>
    );
  }
  return <RoleOffer role={role} content={content} />;
}

/** One role's page. */
function RoleOffer({ role, content }: { role: ServiceRole; content: RoleContent }) {
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
