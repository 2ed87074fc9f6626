/**
 * Progressive hydration: a server-rendered page hydrates its header and first screen in one task
 * and the parts below (`HydrateInTurn`) each in a task of its own, in turn, so no single task
 * blocks a slow phone for long. What only the browser knows (the stored user, the remembered
 * country) changes the page only after the last turn, so every part hydrates against the markup
 * the server rendered.
 */

/** The highest turn a part may take (the footer takes it, being last on every page). */
export const LAST_HYDRATION_TURN = 8;

let turns: Promise<void>[] | null = null;
/** The last turn whose task has come: a part with that turn or an earlier one has nothing to wait for. */
let lastStarted = 0;

function turnStarted(turn: number): Promise<void> {
  const started = (turns ??= [Promise.resolve()]);
  for (let next = started.length; next <= turn; next += 1) {
    const current = next;
    started.push(
      started[next - 1]!.then(
        () =>
          new Promise<void>((resolve) =>
            setTimeout(() => {
              lastStarted = current;
              resolve();
            }, 0),
          ),
      ),
    );
  }
  return started[turn]!;
}

let active = false;

/** main.tsx calls this as it starts hydrating server HTML. */
export function startHydrationTurns(): void {
  active = true;
  void afterHydrationTurns().then(() => {
    active = false;
  });
}

/** While the first hydration runs: a promise that settles when `turn` starts; afterwards (and in pages rendered in the browser) nothing to wait for. */
export function pendingHydrationTurn(turn: number): Promise<void> | undefined {
  return active && turn > lastStarted ? turnStarted(turn) : undefined;
}

/** Settles once every part of the first page has hydrated. */
export function afterHydrationTurns(): Promise<void> {
  return turnStarted(LAST_HYDRATION_TURN + 1);
}
