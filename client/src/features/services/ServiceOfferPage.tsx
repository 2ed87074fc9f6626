import { useParams } from 'react-router';
import { findServiceRole } from '@contract/catalogues/service-roles';
import { NotFoundMessage } from '@/ui/NotFoundMessage';
import { categoryOfRole } from './categories';
import { ClosingCta } from './offer/ClosingCta';
import { CompanyLogos } from './offer/CompanyLogos';
import { ExperienceLevels } from './offer/ExperienceLevels';
import { HireSection } from './offer/HireSection';
import { JobDescription } from './offer/JobDescription';
import { OfferHero } from './offer/OfferHero';
import { WhyChooseUs } from './offer/WhyChooseUs';
import { getRoleContent } from './role-content';
import { PageMeta } from '@/lib/page-meta';
import { NotFoundPageMeta } from '@/ui/NotFoundPageMeta';

/** /services/:role — the offer page of one role; the parameter is normalized with the contract's rule. */
export function ServiceOfferPage() {
  const { role: param = '' } = useParams();
  const role = findServiceRole(param);
  const content = role ? getRoleContent(role.key) : undefined;

  if (!role || !content) {
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
      <HireSection roleName={role.name} />
      <CompanyLogos roleName={role.name} />
      <ExperienceLevels role={role} juniorJobDesc={content.juniorJobDesc} seniorJobDesc={content.seniorJobDesc} />
      <JobDescription roleName={role.name} content={content} />
      <WhyChooseUs />
      <ClosingCta roleName={role.name} />
    </>
  );
}
