/** The spec's delay before scrolling to a section, so the target page has rendered. */
export const SECTION_SCROLL_DELAY_MS = 100;

function scrollBehavior(): ScrollBehavior {
  const reduced =
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return reduced ? 'auto' : 'smooth';
}

export function scrollToTop(): void {
  window.scrollTo({ top: 0, left: 0, behavior: scrollBehavior() });
}

/** Scrolls to the element with `id`; returns false when it is not (yet) in the page. */
export function scrollToSection(id: string): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  element.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
  return true;
}

/** The navigation state that asks for a section: `navigate('/', { state: { scrollTo: 'contact' } })`. */
export type ScrollState = { scrollTo?: string };

export function scrollTargetOf(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const target = (state as ScrollState).scrollTo;
  return typeof target === 'string' && target !== '' ? target : undefined;
}
