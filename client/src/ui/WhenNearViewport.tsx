import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `fallback` (also on the server and when hydrating, so both agree) until the place comes
 * within `margin` of the screen, then `children`. For a part that is all behavior further down a
 * page (the home page's contact form with its validation and the API client), whose code then
 * downloads as the visitor scrolls towards it instead of with the page.
 */
export function WhenNearViewport({ children, fallback, margin = '800px' }: { children: ReactNode; fallback: ReactNode; margin?: string }) {
  const placeRef = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const place = placeRef.current;
    if (near || !place) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(place);
    return () => observer.disconnect();
  }, [near, margin]);

  return <div ref={placeRef}>{near ? children : fallback}</div>;
}
