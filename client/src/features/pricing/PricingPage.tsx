import { PageMeta } from '@/lib/page-meta';
import { pricingPageMeta } from '@/lib/public-page-meta/pricing';
import { deferredPart } from '@/ui/deferred-part';
import { PricingPlans } from './PricingPlans';

/** The FAQ and the custom package under the plan cards: a deferred part (ui/deferred-part), live once the visitor acts. */
const belowThePlans = deferredPart(async () => (await import('./PricingPageEnd')).PricingPageEnd, {});

/** /pricing — the plan cards, the FAQ, and a way to ask for a custom package. */
export function PricingPage() {
  return (
    <>
      <PageMeta {...pricingPageMeta} />
      <PricingPlans headingLevel="h1" />
      {belowThePlans}
    </>
  );
}
