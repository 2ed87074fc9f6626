// What other features may use of franchise: the table (admin overview's counts).
export { franchiseApplications } from './franchise-applications.table.js';
