import { Suspense, use, type ReactElement } from 'react';
import { pendingHydrationTurn } from '@/lib/hydration-turns';

function WaitForTurn({ turn, children }: { turn: number; children: ReactElement }) {
  const pending = pendingHydrationTurn(turn);
  if (pending) use(pending);
  return children;
}

/**
 * A part of a server-rendered page (one element, as Preact keeps one element of server markup for
 * a part that waits) that hydrates in a task of its own, `turn` tasks after the page starts
 * hydrating (see lib/hydration-turns.ts). Meanwhile the server's markup stays as it is; a page
 * rendered in the browser shows the part at once.
 */
export function HydrateInTurn({ turn, children }: { turn: number; children: ReactElement }) {
  return (
    <Suspense fallback={null}>
      <WaitForTurn turn={turn}>{children}</WaitForTurn>
    </Suspense>
  );
}
