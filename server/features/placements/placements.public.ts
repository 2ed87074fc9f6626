// What other features may use of placements: the tables (the admin home's charts read them), the
// count of pending replacement requests, the median days to fill a seat, and the scheduled task
// that ends placements with their subscriptions.
export { placements, replacementRequests } from './placements.table.js';
export { countPendingReplacementRequests, medianDaysToFill } from './placements.repository.js';
export { definePlacementTasks, endPlacementsOfEndedSubscriptions } from './subscription-ends.js';
export { placementMailTemplates } from './emails/placement-mail-templates.js';
export { daysToFill, seatsByWeek } from './staffing-charts.repository.js';
