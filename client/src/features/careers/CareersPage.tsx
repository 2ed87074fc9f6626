import { Suspense } from 'react';
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
      {/* Below the first screen: a Suspense boundary, which React hydrates after the rest, in slices that leave the main thread free. */}
      <Suspense>
        <JobBoard />
        <HiringSteps />
      </Suspense>
    </>
  );
}
