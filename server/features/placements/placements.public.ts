// What other features may use of placements: the count of pending replacement requests (the admin
// overview), the seats and days-to-fill series (the admin home's charts), and the scheduled task
// that ends placements with their subscriptions and announces their known ends (app.ts); a placement's
// last working day as SQL, known ahead once its subscription is cancelled (My work reads it).
export { countPendingReplacementRequests } from './placements.repository.js';
// Whether a placement works on a day or later (a replaced talent through their last day): reminders and lists read it.
export { onTheTeam, worksOnOrAfter } from './placement-spans.js';
// Pauses a past-due subscription's placements after its grace period, and resumes them once it is paid (app.ts); timesheets reads the pauses.
export { definePaymentPauseTasks } from './payment-pauses.js';
// The day an overdue subscription's team is paused from, for billing's /subscription banner (the same day /team names).
export { workPausedFromOf } from './work-paused-from.js';
export { lastWorkingDaySql } from './subscription-end.sql.js';
export { definePlacementTasks } from './subscription-ends.js';
export { daysToFill } from './days-to-fill.repository.js';
export { seatsByWeek } from './staffing-charts.repository.js';
// A seat removed from a subscription (billing's seat changes): its talent leaves at the period's end.
export { releaseSeat, type SeatRelease } from './seat-release.js';
// The mails' way of writing a day ('Monday, December 28, 2026'), for billing's notices about a team.
export { formatDay } from './emails/placement-mail-facts.js';
// How a mail names a talent's role: their job, else their plan with 'talent' (timesheets' settlement mails).
export { talentRoleOf } from './emails/placement-mail-facts.js';
