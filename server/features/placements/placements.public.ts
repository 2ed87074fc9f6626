// What other features may use of placements: the table (timesheets belong to a placement), the count of pending replacement requests (the admin
// overview), the seats and days-to-fill series (the admin home's charts), and the scheduled task
// that ends placements with their subscriptions (app.ts).
export { countPendingReplacementRequests } from './placements.repository.js';
export { placements } from './placements.table.js';
export { definePlacementTasks } from './subscription-ends.js';
export { daysToFill, seatsByWeek } from './staffing-charts.repository.js';
