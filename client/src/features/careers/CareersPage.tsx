import { CareersHero } from './board/CareersHero';
import { HiringSteps } from './board/HiringSteps';
import { JobBoard } from './board/JobBoard';
import { PublicPageMeta } from '@/lib/PublicPageMeta';
import { HydrateInTurn } from '@/ui/HydrateInTurn';

/** /career: the job board. */
export function CareersPage() {
  return (
    <>
      <PublicPageMeta path="/career" />
      <CareersHero />
      <HydrateInTurn turn={1}>
        <JobBoard />
      </HydrateInTurn>
      <HydrateInTurn turn={2}>
        <HiringSteps />
      </HydrateInTurn>
    </>
  );
}
