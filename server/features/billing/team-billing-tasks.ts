import { defineScheduledSweep } from '../../lib/scheduled-sweep.js';
import type { TaskQueue } from '../../lib/task-queue.js';
import { WEEK_DECIDED_TASK, type WeekDecided } from '../timesheets/timesheets.public.js';
import type { BillingDeps } from './billing-deps.js';
import { billExtraHours } from './extra-hours.service.js';
import { applyDueRemovals } from './seat-changes.repository.js';

export const EXTRA_HOURS_SWEEP_TASK = 'billing.extra-hours';
export const SEAT_REMOVALS_TASK = 'billing.seat-removals';

/**
 * Your team's billing work in the background. A week approved by its customer or settled by an admin is billed at once (WEEK_DECIDED_TASK, told
 * in that transaction); the sweep every five minutes bills the automatic approvals, corrections of
 * weeks settled lately, and charges whose Stripe call did not end.
 */
export function defineTeamBillingTasks(tasks: TaskQueue, deps: BillingDeps): void {
  tasks.define<WeekDecided>(WEEK_DECIDED_TASK, {
    retryLimit: 5,
    retryDelaySeconds: 30,
    retryBackoff: true,
    expireInSeconds: 120,
    run: async ({ data }) => {
      await billExtraHours(deps, { ids: [data.timesheetId] });
    },
  });
  defineScheduledSweep(tasks, EXTRA_HOURS_SWEEP_TASK, { cron: '*/5 * * * *', expireInSeconds: 600 }, async () => {
    const made = await billExtraHours(deps);
    if (made > 0) deps.log.info({ made }, 'extra hours billed');
  });
  // A removed seat's period has ended (Stripe billed the renewal one seat fewer): its change is recorded as applied.
  defineScheduledSweep(tasks, SEAT_REMOVALS_TASK, { cron: '7 * * * *', expireInSeconds: 300 }, async () => {
    const applied = await applyDueRemovals(deps.db, new Date());
    if (applied > 0) deps.log.info({ applied }, 'seat removals applied at their period end');
  });
}
