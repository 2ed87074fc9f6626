/** Every table of every feature, for drizzle-kit and for the typed database handle. */
export * from '../features/auth/users.table.js';
export * from '../features/auth/password-reset-tokens.table.js';
export * from '../features/mail/outbox.table.js';
