import { ClaimTiles } from './ClaimTiles';
import { QuoteSection } from './QuoteSection';
import { TeamBuilderHero } from './TeamBuilderHero';
import { PageMeta } from '@/lib/page-meta';
import { teamBuilderPageMeta } from '@/lib/public-page-meta/teambuilder';

/** /teambuilder: the request-a-quote page (hero, claims, why-us checklist, quote form). */
export function TeamBuilderPage() {
  return (
    <>
      <PageMeta {...teamBuilderPageMeta} />
      <TeamBuilderHero />
      <ClaimTiles />
      <QuoteSection />
    </>
  );
}
