import { overduePauseDays, paymentOverdueTexts, type SubscriptionRecord } from '@contract/billing';
import { dateIn } from '@contract/placement-dates';
import { formatCalendarDay, formatDateInZone } from '@/lib/dates';

const viewerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * Above a customer's subscriptions, one notice per overdue one, in the words /team uses: since
 * when (the viewer's calendar), until when the team keeps working or since when it is paused (days
 * the server reckoned in the team's zone), and how to pay: the open invoice on Stripe's page, or
 * another card through Manage billing.
 */
export function PaymentOverdueBanner({ records }: { records: readonly SubscriptionRecord[] }) {
  const overdue = records.filter((record) => record.paymentOverdue);
  if (overdue.length === 0) return null;
  const zone = viewerZone();
  return (
    <div className="space-y-2">
      {overdue.map(({ _id, description, paymentOverdue }) => {
        const { since, workPausedFrom, invoiceUrl } = paymentOverdue!;
        const days = overduePauseDays(workPausedFrom, dateIn(zone));
        const pause = days ? { ...days, from: formatCalendarDay(days.from), lastWorkingDay: formatCalendarDay(days.lastWorkingDay) } : null;
        return (
          <p key={_id} role="status" className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950">
            <span className="font-semibold">{description}</span>:{' '}
            {paymentOverdueTexts.status(since ? formatDateInZone(since, { id: zone, name: zone }) : null, pause)}{' '}
            {invoiceUrl ? (
              <>
                <a href={invoiceUrl} target="_blank" rel="noopener noreferrer" className="font-semibold underline">
                  {paymentOverdueTexts.payInvoice}
                </a>
                . {paymentOverdueTexts.newCardPaysRenewals}{' '}
              </>
            ) : null}
            {paymentOverdueTexts.changeCard} {paymentOverdueTexts.noNewTalent}
          </p>
        );
      })}
    </div>
  );
}
