import type { Executor } from '../../db/database.js';
import { workPausedFrom } from './payment-grace.js';
import { teamPlacementsOf } from './placements.repository.js';

/** What `workPausedFromOf` needs of a subscription (billing's row). */
export interface OverdueCandidate {
  id: string;
  status: string;
  pastDueSince: Date | null;
}

/**
 * For billing's /subscription banner: the first day each overdue subscription's team is paused
 * (or will be once the grace ends), reckoned as /team reckons it, so both pages name the same day.
 * Only past-due subscriptions are read; the others are absent from the map.
 */
export async function workPausedFromOf(db: Executor, subscriptions: readonly OverdueCandidate[], graceDays: number): Promise<Map<string, string | null>> {
  const overdue = subscriptions.filter((subscription) => subscription.status === 'past_due');
  const team = await teamPlacementsOf(db, overdue.map((subscription) => subscription.id));
  return new Map(
    overdue.map((subscription) => [subscription.id, workPausedFrom(subscription, team.filter((row) => row.subscriptionId === subscription.id), graceDays)]),
  );
}
