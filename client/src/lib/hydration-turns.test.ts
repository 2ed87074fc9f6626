import { describe, expect, it } from 'vitest';
import { afterHydrationTurns, LAST_HYDRATION_TURN, pendingHydrationTurn, startHydrationTurns } from './hydration-turns';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('hydration turns', () => {
  it('have nothing to wait for outside the first hydration', () => {
    expect(pendingHydrationTurn(1)).toBeUndefined();
  });

  it('start one task after another while the first hydration runs, then end', async () => {
    // Counts tasks: each turn must start in a later one than the turn before.
    let task = 0;
    let counting = true;
    void (async () => {
      while (counting) {
        await nextTask();
        task += 1;
      }
    })();
    startHydrationTurns();
    const started: { turn: number; task: number }[] = [];
    for (const turn of [3, 1, 2]) void pendingHydrationTurn(turn)!.then(() => started.push({ turn, task }));

    await afterHydrationTurns();
    counting = false;
    expect(started.map(({ turn }) => turn)).toEqual([1, 2, 3]);
    expect(started[1]!.task).toBeGreaterThan(started[0]!.task);
    expect(started[2]!.task).toBeGreaterThan(started[1]!.task);
    // Once a turn has come, a part with that turn has nothing to wait for; after the last, no part has.
    expect(pendingHydrationTurn(3)).toBeUndefined();
    expect(pendingHydrationTurn(LAST_HYDRATION_TURN)).toBeUndefined();
  });
});
