import { ClaimTiles } from './ClaimTiles';
import { QuoteSection } from './QuoteSection';
import { TeamBuilderHero } from './TeamBuilderHero';
import { usePageTitle } from '@/lib/page-title';

/** /teambuilder: the request-a-quote page (hero, claims, why-us checklist, quote form). */
export function TeamBuilderPage() {
  usePageTitle('Build your remote team');
  return (
    <>
      <TeamBuilderHero />
      <ClaimTiles />
      <QuoteSection />
    </>
  );
}
