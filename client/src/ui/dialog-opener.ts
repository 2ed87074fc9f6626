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
