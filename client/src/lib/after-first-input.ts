const firstInputEvents = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'] as const;

let firstInput: Promise<void> | undefined;

/**
 * Settles on the visitor's first mouse move, touch, key, focus or scroll anywhere on the page (at once
 * on the server, which renders every part whole). For code a page needs only once the visitor
 * acts (its forms: react-hook-form, zod, the API client), so the first load stays small; React
 * keeps the server's markup of such a part, and what is typed or chosen in it, until it arrives.
 */
export function afterFirstInput(): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  firstInput ??= new Promise<void>((resolve) => {
    const done = () => {
      for (const event of firstInputEvents) window.removeEventListener(event, done, true);
      resolve();
    };
    for (const event of firstInputEvents) window.addEventListener(event, done, { capture: true, passive: true });
  });
  return firstInput;
}

/**
 * For a page the browser renders itself (the app shell, the not-found page) and the component
 * tests: nothing of it is on screen yet, so its code is needed at once.
 */
export function skipWaitingForFirstInput(): void {
  firstInput = Promise.resolve();
}
