import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { SECTION_SCROLL_DELAY_MS, scrollTargetOf, scrollToSection, scrollToTop } from '@/lib/scroll';

/** A lazily loaded page may render its sections a moment later: keep looking for about 2 s. */
const MAX_SECTION_ATTEMPTS = 20;

function hashTarget(hash: string): string | undefined {
  if (hash.length < 2) return undefined;
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

/**
 * The spec's navigation behaviour. Every navigation (including one to the current path, which
 * gets a new location key) scrolls smoothly to the top, or, when it carries a target in its
 * state (`{ scrollTo: 'contact' }`) or its URL hash, to that section after 100 ms.
 */
export function ScrollManager() {
  const location = useLocation();
  const target = scrollTargetOf(location.state) ?? hashTarget(location.hash);

  useEffect(() => {
    if (!target) {
      scrollToTop();
      return;
    }
    let attempts = 0;
    let timer = window.setTimeout(function attempt() {
      attempts += 1;
      if (scrollToSection(target)) return;
      if (attempts >= MAX_SECTION_ATTEMPTS) {
        scrollToTop();
        return;
      }
      timer = window.setTimeout(attempt, SECTION_SCROLL_DELAY_MS);
    }, SECTION_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
    // The key changes on every navigation, even to the same URL; that is what should trigger a scroll.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  return null;
}
