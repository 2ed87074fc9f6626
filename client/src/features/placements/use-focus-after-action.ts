import { useEffect, useState } from 'react';

type FocusTarget = () => HTMLElement | null;

/** How long a list stays without the opener before it counts as settled. */
const SETTLE_MS = 500;

/**
 * After a dialog's action, the dialog gives focus back to the button that opened it; but the data
 * fetched again after the action may take that button away (a seat now filled, a request now
 * pending), and focus would fall to the page's top. Call `arm(target)` when the action succeeds:
 * once the opener is gone, focus moves to `target`.
 */
export function useFocusAfterAction() {
  const [armed, setArmed] = useState<{ target: FocusTarget } | null>(null);

  useEffect(() => {
    if (!armed) return;
    const focusTarget = () => armed.target()?.focus();
    // Runs after the dialog closed, so the opener has focus again (unless it has already gone).
    const opener = document.activeElement;
    if (!(opener instanceof HTMLElement) || opener === document.body || !opener.isConnected) {
      focusTarget();
      return;
    }
    // A list drawn again may put the same button back as a new element: found by its name, it takes
    // the focus. The one shown: a list drawn as cards on phones and as a table on wide screens holds
    // both, one of them hidden, and a hidden button cannot take focus.
    const openerName = opener.getAttribute('aria-label');
    const sameButton = () =>
      openerName
        ? Array.from(document.querySelectorAll<HTMLElement>('button[aria-label]')).find(
            (button) => button.getAttribute('aria-label') === openerName && button.getClientRects().length > 0,
          )
        : undefined;
    let settle: number | undefined;
    const observer = new MutationObserver(() => {
      if (opener.isConnected) return;
      const active = document.activeElement;
      if (active !== null && active !== document.body) {
        observer.disconnect();
        return;
      }
      const again = sameButton();
      if (again) {
        observer.disconnect();
        again.focus();
        return;
      }
      // Gone for good once the list has settled: the fallback target, unless the button comes back
      // first. A list still loading (aria-busy) has not settled: on a slow phone or a busy machine
      // its rows come back later than the usual few hundred milliseconds.
      window.clearTimeout(settle);
      const settleLater = () => {
        settle = window.setTimeout(() => {
          if (opener.isConnected || (document.activeElement !== null && document.activeElement !== document.body)) return;
          const late = sameButton();
          if (!late && document.querySelector('[aria-busy="true"]')) return settleLater();
          observer.disconnect();
          if (late) late.focus();
          else focusTarget();
        }, SETTLE_MS);
      };
      settleLater();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    // The refetch lands within seconds or not at all; stop watching after that.
    const stop = window.setTimeout(() => {
      observer.disconnect();
      window.clearTimeout(settle);
    }, 15_000);
    return () => {
      observer.disconnect();
      window.clearTimeout(stop);
      window.clearTimeout(settle);
    };
  }, [armed]);

  return { arm: (target: FocusTarget) => setArmed({ target }) };
}
