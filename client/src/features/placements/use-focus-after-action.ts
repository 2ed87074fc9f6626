import { useEffect, useState } from 'react';

type FocusTarget = () => HTMLElement | null;

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
    const observer = new MutationObserver(() => {
      if (opener.isConnected) return;
      observer.disconnect();
      const active = document.activeElement;
      if (active === null || active === document.body) focusTarget();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    // The refetch lands within seconds or not at all; stop watching after that.
    const stop = window.setTimeout(() => observer.disconnect(), 15_000);
    return () => {
      observer.disconnect();
      window.clearTimeout(stop);
    };
  }, [armed]);

  return { arm: (target: FocusTarget) => setArmed({ target }) };
}
