import type { AdminOverview } from '../../../contract/admin-overview.js';
import type { Database } from '../../db/database.js';
import { countWhatNeedsAttention } from './admin-overview.repository.js';

/** The admin home: what needs attention now (unread leads, new applicants, undelivered mail…). */
export function getAdminOverview(db: Database): Promise<AdminOverview> {
  return countWhatNeedsAttention(db);
}
