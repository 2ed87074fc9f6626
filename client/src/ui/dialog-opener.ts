/** The control that opened a dialog, found again when the dialog closes. */
export type DialogOpener = {
  /** The opener itself while it is still on the page, else the control drawn in its place; null when there is none. */
  current(): HTMLElement | null;
};

/** A control's name as a person reads it: its aria-label, else its text. */
const nameOf = (element: Element) => element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';

function isFocusable(element: HTMLElement): boolean {
  if (element.matches(':disabled') || element.closest('[inert]')) return false;
  // Not in jsdom, which lays nothing out.
  return typeof element.checkVisibility === 'function' ? element.checkVisibility() : true;
}

/** The controls of the page, outside the dialog, that look like `element` to its user: same kind, same name. */
function lookalikes(element: HTMLElement, dialog: HTMLElement): HTMLElement[] {
  const name = nameOf(element);
  return Array.from(document.querySelectorAll<HTMLElement>(element.tagName)).filter((candidate) => !dialog.contains(candidate) && nameOf(candidate) === name);
}

/**
 * Remembers whatever has focus as `dialog` opens. A list read again while the dialog was open may
 * draw its rows anew, and with them the button that opened it: the opener is then the control of
 * the same kind and name at the same place among its lookalikes (the same row's "Cancel
 * Subscription", not the first row's), so focus goes back where the person left it.
 */
export function rememberOpener(dialog: HTMLElement): DialogOpener {
  const element = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
  if (!element) return { current: () => null };
  const place = lookalikes(element, dialog).indexOf(element);
  return {
    current() {
      if (element.isConnected) return element;
      const replacement = lookalikes(element, dialog)[place];
      return replacement && isFocusable(replacement) ? replacement : null;
    },
  };
}

/** How long after a dialog closes focus that falls to the page's top is given back (the list behind read again a moment later). */
const WATCH_AFTER_CLOSE_MS = 1_500;
const WATCH_EVERY_MS = 50;

/**
 * Gives focus back now with `giveBack`, and again whenever it falls to the page's top in the
 * moment after: a list read again as the dialog closes draws its rows anew a little later, and the
 * control that just took focus goes with them. Stops at once when the person clicks or types.
 */
export function giveFocusBack(giveBack: () => void): void {
  giveBack();
  const stopAt = Date.now() + WATCH_AFTER_CLOSE_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    clearTimeout(timer);
    document.removeEventListener('pointerdown', stop, true);
    document.removeEventListener('keydown', stop, true);
  };
  const watch = () => {
    if (document.activeElement === null || document.activeElement === document.body) giveBack();
    if (Date.now() < stopAt) timer = setTimeout(watch, WATCH_EVERY_MS);
    else stop();
  };
  document.addEventListener('pointerdown', stop, true);
  document.addEventListener('keydown', stop, true);
  timer = setTimeout(watch, WATCH_EVERY_MS);
}
