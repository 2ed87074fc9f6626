/**
 * A click counts on its own: a screen reader, or a switch, activates a link or a button with a click
 * that no pointer or key event comes before.
 */
const firstInputEvents = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll', 'click'] as const;

/**
 * Listens for the visitor's first input and calls `done` once. Focus already inside the page (a
 * field chosen before the scripts ran) counts as one.
 */
function listenForFirstInput(done: () => void): void {
  const focused = document.activeElement;
  if (focused && focused !== document.body && focused !== document.documentElement) {
    done();
    return;
  }
  const onInput = () => {
    for (const event of firstInputEvents) window.removeEventListener(event, onInput, true);
    done();
  };
  for (const event of firstInputEvents) window.addEventListener(event, onInput, { capture: true, passive: true });
}

/**
 * Listening starts when this module is evaluated, with the app's shell (main.tsx) and so before
 * React hydrates: a page is on screen, and the visitor may act on it, well before hydration reaches
 * a form and asks. An input made in between counts.
 */
let settleFirstInput = () => {};
const firstInput: Promise<void> =
  typeof window === 'undefined'
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        settleFirstInput = resolve;
        listenForFirstInput(resolve);
      });

/**
 * Settles on the visitor's first mouse move, touch, key, focus or scroll anywhere on the page (at once
 * on the server, which renders every part whole). For code a page needs only once the visitor
 * acts (its forms: react-hook-form, zod, the API client; the parts below its first screen, the
 * footer, the closed menus: ui/deferred-part.tsx), so the first load stays small; React keeps the
 * server's markup of such a part, and what is typed or chosen in it, until it arrives.
 */
export function afterFirstInput(): Promise<void> {
  return firstInput;
}

/**
 * For a page the browser renders itself (the app shell, the not-found page) and the component
 * tests: nothing of it is on screen yet, so its code is needed at once. Settles the one promise,
 * so parts that asked before (made when their module was evaluated) go ahead too.
 */
export function skipWaitingForFirstInput(): void {
  settleFirstInput();
}
