import { Suspense } from 'react';
import { withDataLayer } from '@/lib/with-data-layer';
import { PageMeta } from '@/lib/page-meta';
import { careerPageMeta } from '@/lib/public-page-meta/career';
import { deferredPart } from '@/ui/deferred-part';
import { CareersHero } from './board/CareersHero';
import { HiringSteps } from './board/HiringSteps';

/**
 * The list of open positions, below the hero: a deferred part (ui/deferred-part) that brings the
 * data layer with it, so the board's search, filters and paging, and React Query under them, load
 * on the visitor's first move instead of with the page (docs/decisions/0227).
 */
const jobBoard = deferredPart(
  withDataLayer(async () => (await import('./board/JobBoard')).JobBoard),
  {},
  <p role="status" className="bg-slate-50 py-24 text-center text-slate-700">
    Loading jobs...
  </p>,
);

/** /career: the job board. */
export function CareersPage() {
  return (
    <>
      <PageMeta {...careerPageMeta} />
      <CareersHero />
      {/* Below the first screen: a Suspense boundary, which React hydrates after the rest, in slices that leave the main thread free. */}
      <Suspense>
        {jobBoard}
        <HiringSteps />
      </Suspense>
    </>
  );
}
