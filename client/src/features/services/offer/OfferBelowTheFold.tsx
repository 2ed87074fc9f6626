import type { ServiceRole } from '@contract/catalogues/service-roles';
import type { RoleContent } from '@/features/services/role-content/types';
import { ClosingCta } from './ClosingCta';
import { CompanyLogos } from './CompanyLogos';
import { ExperienceLevels } from './ExperienceLevels';
import { HireSection } from './HireSection';
import { JobDescription } from './JobDescription';
import { WhyChooseUs } from './WhyChooseUs';

/** A role's page under its hero (ServiceOfferPage.tsx): a chunk of its own, fetched once the visitor acts. */
export function OfferBelowTheFold({ role, content }: { role: ServiceRole; content: RoleContent }) {
  return (
    <>
      <HireSection roleName={role.name} />
      <CompanyLogos roleName={role.name} />
      <ExperienceLevels role={role} juniorJobDesc={content.juniorJobDesc} seniorJobDesc={content.seniorJobDesc} />
      <JobDescription roleName={role.name} content={content} />
      <WhyChooseUs />
      <ClosingCta roleName={role.name} />
    </>
  );
}
