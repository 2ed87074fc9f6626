import type { TaskQueue } from './task-queue.js';

/**
 * A sweep: a task without data that one instance runs on `cron` (UTC), looking for what has come
 * due since the last run. A failed run is tried twice more, `retryDelaySeconds` apart; a run may
 * take `expireInSeconds` before another instance may take it; runs asked for while one waits fold
 * into it ('short').
 */
export function defineScheduledSweep(
  tasks: TaskQueue,
  name: string,
  schedule: { cron: string; expireInSeconds: number; retryDelaySeconds?: number },
  run: () => Promise<void>,
): void {
  tasks.define(name, {
    retryLimit: 2,
    retryDelaySeconds: schedule.retryDelaySeconds ?? 60,
    retryBackoff: false,
    expireInSeconds: schedule.expireInSeconds,
    policy: 'short',
    run,
  });
  tasks.schedule(name, schedule.cron);
}
