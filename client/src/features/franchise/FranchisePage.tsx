import { ApplySection } from './ApplySection';
import { FranchiseHero } from './FranchiseHero';
import { FranchiseSupport } from './FranchiseSupport';
import { usePageTitle } from '@/lib/page-title';

/** /franchising: the franchise opportunity, the contract template and the signed-contract upload. */
export function FranchisePage() {
  usePageTitle('Franchising');
  return (
    <>
      <FranchiseHero />
      <FranchiseSupport />
      <ApplySection />
    </>
  );
}
