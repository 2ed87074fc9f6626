// What other features may use of timesheets: the admin home's counts of disputed and overdue weeks.
export { countTimesheetsNeedingAttention } from './admin-timesheets.repository.js';
