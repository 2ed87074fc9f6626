import { ApplySection } from './ApplySection';
import { FranchiseHero } from './FranchiseHero';
import { FranchiseSupport } from './FranchiseSupport';
import { PageMeta } from '@/lib/page-meta';
import { franchisingPageMeta } from '@/lib/public-page-meta/franchising';

/** /franchising: the franchise opportunity, the contract template and the signed-contract upload. */
export function FranchisePage() {
  return (
    <>
      <PageMeta {...franchisingPageMeta} />
      <FranchiseHero />
      <FranchiseSupport />
      <ApplySection />
    </>
  );
}
