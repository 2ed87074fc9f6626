import { UserRoundCog } from 'lucide-react';
import { CountedAttentionPanel } from './AttentionPanel';

export const REPLACEMENT_REQUESTS_LABEL = 'Replacement requests';

/**
 * Shown on the admin home while customers wait for someone else in a seat: 'Replacement requests
 * (N)', linking to the Staffing list narrowed to those subscriptions, where the replacement is assigned.
 */
export function ReplacementRequestsPanel({ count }: { count: number }) {
  return (
    <CountedAttentionPanel
      headingId="replacement-requests"
      tone="request"
      icon={UserRoundCog}
      to="/staffing?replacementRequested=true"
      label={REPLACEMENT_REQUESTS_LABEL}
      count={count}
    >
      {count === 1 ? 'A customer has' : 'Customers have'} asked for someone else in a seat. Choose a hired talent to take it over on Staffing.
    </CountedAttentionPanel>
  );
}
