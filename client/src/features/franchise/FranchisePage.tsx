import { ApplySection } from './ApplySection';
import { FranchiseHero } from './FranchiseHero';
import { FranchiseSupport } from './FranchiseSupport';
import { PublicPageMeta } from '@/lib/PublicPageMeta';

/** /franchising: the franchise opportunity, the contract template and the signed-contract upload. */
export function FranchisePage() {
  return (
    <>
      <PublicPageMeta path="/franchising" />
      <FranchiseHero />
      <FranchiseSupport />
      <ApplySection />
    </>
  );
}
