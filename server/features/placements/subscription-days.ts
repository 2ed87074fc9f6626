import { dateIn, lastDayBefore } from '../../../contract/placement-dates.js';
import { staffableSubscriptionStatuses } from '../../../contract/placements.js';
import { formatDay } from './emails/placement-mail-facts.js';
import { placementErrors } from './placements.errors.js';
import type { StaffedSubscription } from './placements.repository.js';
import { timeZoneOfRegion } from './working-hours.js';

/**
 * The last day a subscription's team works ('YYYY-MM-DD', in its region's time zone), once its end
 * is known (a cancellation, a fixed term): the day of the last paid moment, as a placement's end
 * date is reckoned. Null while it runs on.
 */
export function lastDayOf(subscription: Pick<StaffedSubscription, 'endsAt' | 'region' | 'paidSince'>): string | null {
  if (!subscription.endsAt) return null;
  const timeZone = timeZoneOfRegion(subscription.region);
  return lastDayBefore(timeZone, subscription.endsAt, dateIn(timeZone, subscription.paidSince));
}

/** 409 placements.subscription_cancelled, naming the team's last day (today, when no end is stored). */
export function subscriptionCancelledError(subscription: Pick<StaffedSubscription, 'endsAt' | 'region' | 'paidSince'>) {
  return placementErrors.subscriptionCancelled(formatDay(lastDayOf(subscription) ?? dateIn(timeZoneOfRegion(subscription.region))));
}

const staffable = new Set<string>(staffableSubscriptionStatuses);

/** Still paid for: a staffable status, and its end (if known) still ahead. */
export function isStaffed(subscription: Pick<StaffedSubscription, 'status' | 'endsAt'>, now = new Date()): boolean {
  return staffable.has(subscription.status) && !(subscription.endsAt && subscription.endsAt <= now);
}
