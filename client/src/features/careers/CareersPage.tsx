import { CareersHero } from './board/CareersHero';
import { HiringSteps } from './board/HiringSteps';
import { JobBoard } from './board/JobBoard';
import { PublicPageMeta } from '@/lib/PublicPageMeta';

/** /career: the job board. */
export function CareersPage() {
  return (
    <>
      <PublicPageMeta path="/career" />
      <CareersHero />
      <JobBoard />
      <HiringSteps />
    </>
  );
}
