import { CareersHero } from './board/CareersHero';
import { HiringSteps } from './board/HiringSteps';
import { JobBoard } from './board/JobBoard';
import { usePageTitle } from '@/lib/page-title';

/** /career: the job board. */
export function CareersPage() {
  usePageTitle('Careers');
  return (
    <>
      <CareersHero />
      <JobBoard />
      <HiringSteps />
    </>
  );
}
