import { useEffect, useRef, useState } from 'react';
import { formatMinorUnits } from '@contract/money';
import type { TeamSubscription } from '@contract/placements';
import type { TeamBillingSubscription } from '@contract/team-billing';
import { loadErrorText } from '@/lib/api-errors';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { useTeamBillingOf } from '@/features/billing/api/use-team-billing';
import { currencyCode } from '@/features/billing/billing-format';
import { AddSeatDialog } from './AddSeatDialog';
import { ExtraHoursWaiting } from './ExtraHoursWaiting';
import { PayOpenInvoiceLink } from './PayOpenInvoiceLink';
import { teamBillingTexts } from './team-billing-texts';
import { useSeatNotices } from './TeamBillingProvider';

/** The id of the text saying why a subscription's seats cannot change, which its disabled buttons point to. */
export const seatsReasonId = (subscriptionId: string) => `seats-reason-${subscriptionId}`;

/** An added seat waiting for its payment, and where to pay it. */
function PendingAddNotice({ billing, id }: { billing: TeamBillingSubscription; id: string }) {
  const pending = billing.pendingAdd!;
  return (
    <p id={id} className="mt-3 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-amber-950">
      {teamBillingTexts.pendingAdd(pending.amountDue === null ? null : formatMinorUnits(pending.amountDue, billing.currency))}{' '}
      <PayOpenInvoiceLink invoiceUrl={pending.invoiceUrl} />
    </p>
  );
}

/**
 * Under a subscription's seats in /team: "Add a talent" (paid prorated at once), the seats now and
 * from the next period while a removal waits, an added seat waiting for its payment, what the last
 * change said, and the extra hours waiting for the next invoice. Both seat changes are off, with
 * the reason, while the subscription cannot change.
 */
export function SubscriptionBilling({ subscription }: { subscription: TeamSubscription }) {
  const query = useTeamBillingOf(subscription.subscriptionId);
  const { noticeOf, tell } = useSeatNotices();
  const [adding, setAdding] = useState(false);
  const notice = noticeOf(subscription.subscriptionId);
  const noticeRef = useRef<HTMLDivElement>(null);
  const pendingId = `seat-pending-${subscription.subscriptionId}`;

  // The button that opened the change may be gone (a seat removed): the message takes focus and says what happened.
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  if (query.isPending) return null;
  if (query.isError) {
    return (
      <Alert tone="error" className="mt-4">
        {teamBillingTexts.loadFailed} {loadErrorText(query.error)}
      </Alert>
    );
  }
  const billing = query.data;
  if (!billing) return null;

  // What tells this subscription's parts from another's with the same plan: its currency.
  const subscriptionName = `${subscription.description}, ${currencyCode(billing.currency)}`;
  // An ended subscription keeps only its extra hours still waiting: no seat changes to offer.
  if (subscription.seats.length === 0) return <ExtraHoursWaiting billing={billing} subscriptionName={subscriptionName} />;
  // One addition at a time: while one waits for its payment, its notice says why.
  const describedBy = billing.cannotChange ? seatsReasonId(subscription.subscriptionId) : billing.pendingAdd ? pendingId : undefined;
  return (
    <div className="mt-4">
      <div className="rounded-xl border border-slate-200 bg-white p-4 text-sm">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="font-semibold text-slate-900">{teamBillingTexts.seats(billing.seats, billing.seatsFromNextPeriod, billing.periodEnd)}</p>
          <Button
            variant="outline"
            onClick={() => {
              tell(subscription.subscriptionId, null);
              setAdding(true);
            }}
            disabled={billing.cannotChange !== null || billing.pendingAdd !== null}
            aria-describedby={describedBy}
            aria-label={`${teamBillingTexts.addTalent} to ${subscription.description}`}
          >
            {teamBillingTexts.addTalent}
          </Button>
        </div>
        {billing.cannotChange ? (
          <p id={seatsReasonId(subscription.subscriptionId)} className="mt-2 text-slate-700">
            {billing.cannotChange}
          </p>
        ) : null}
        {billing.pendingAdd ? <PendingAddNotice billing={billing} id={pendingId} /> : null}
        <div ref={noticeRef} tabIndex={-1} className="outline-none empty:hidden">
          {notice ? (
            <Alert tone={notice.tone} className="mt-3">
              {notice.text}
            </Alert>
          ) : null}
        </div>
      </div>
      <ExtraHoursWaiting billing={billing} subscriptionName={subscriptionName} />
      {adding ? (
        <AddSeatDialog
          subscriptionId={subscription.subscriptionId}
          description={subscription.description}
          onClose={() => setAdding(false)}
          onAdded={(message) => {
            setAdding(false);
            tell(subscription.subscriptionId, { tone: 'success', text: message });
          }}
        />
      ) : null}
    </div>
  );
}
