/** What other features use of the audit log: recording an admin action in their transaction, and checking the chain. */
export { auditContextOf, recordAdminAction, type AdminAction, type AuditActor, type AuditContext, type AuditOrigin } from './audit-log.js';
export { verifyAuditChain } from './audit-chain.js';
