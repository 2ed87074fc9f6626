/** Every table of every feature, for drizzle-kit and for the typed database handle. */
export * from '../features/auth/users.table.js';
export * from '../features/auth/password-reset-tokens.table.js';
export * from '../features/auth/login-unlock-tokens.table.js';
export * from '../features/mail/outbox.table.js';
export * from '../features/mail/mail-deliveries.table.js';
export * from '../features/files/stored-files.table.js';
export * from '../features/messages/messages.table.js';
export * from '../features/inquiries/inquiries.table.js';
export * from '../features/franchise/franchise-applications.table.js';
export * from '../features/jobs/jobs.table.js';
export * from '../features/applicants/applicants.table.js';
export * from '../features/billing/billing.table.js';
export * from '../features/payments/payments.table.js';
export * from '../features/audit/audit-log.table.js';
export * from '../features/auth/second-factor.table.js';
export * from '../features/auth/passkeys.table.js';
export * from '../lib/list-versions.table.js';
