import type { Executor } from '../../db/database.js';
import type { TaskQueue } from '../../lib/task-queue.js';

/**
 * Told in the transaction of a customer's approval or an admin's settlement, with the week's id:
 * billing bills the week's extra hours at once (its sweep would within minutes). The automatic
 * approval tells nobody: billing's sweep reads the weeks approved lately.
 */
export const WEEK_DECIDED_TASK = 'timesheets.week-decided';

export interface WeekDecided {
  timesheetId: string;
}

export async function tellWeekDecided(tasks: TaskQueue | undefined, tx: Executor, timesheetId: string): Promise<void> {
  await tasks?.enqueue(tx, WEEK_DECIDED_TASK, { timesheetId } satisfies WeekDecided);
}
