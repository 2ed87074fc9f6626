import { ClaimTiles } from './ClaimTiles';
import { QuoteSection } from './QuoteSection';
import { TeamBuilderHero } from './TeamBuilderHero';
import { PublicPageMeta } from '@/lib/PublicPageMeta';

/** /teambuilder: the request-a-quote page (hero, claims, why-us checklist, quote form). */
export function TeamBuilderPage() {
  return (
    <>
      <PublicPageMeta path="/teambuilder" />
      <TeamBuilderHero />
      <ClaimTiles />
      <QuoteSection />
    </>
  );
}
