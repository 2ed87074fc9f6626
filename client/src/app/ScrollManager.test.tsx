import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Link } from 'react-router';
import { renderRoutes } from '@/test/render';
import { ScrollManager } from './ScrollManager';

function Page({ name }: { name: string }) {
  return (
    <>
      <ScrollManager />
      <h1>{name}</h1>
      <section id="contact">Contact</section>
      <Link to="/" state={{ scrollTo: 'contact' }}>
        Message Us
      </Link>
      <Link to="/culture">Culture</Link>
    </>
  );
}

const routes = [
  { path: '/', element: <Page name="Home" /> },
  { path: '/culture', element: <Page name="Culture" /> },
];

const originalScrollIntoView = Element.prototype.scrollIntoView;
let scrollIntoView: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  scrollIntoView = vi.fn();
  Element.prototype.scrollIntoView = scrollIntoView as unknown as Element['scrollIntoView'];
});
afterEach(() => {
  vi.useRealTimers();
  Element.prototype.scrollIntoView = originalScrollIntoView;
});

describe('ScrollManager', () => {
  it('scrolls smoothly to the top on a route change', () => {
    renderRoutes({ routes, initialEntries: ['/'] });
    vi.mocked(window.scrollTo).mockClear();
    act(() => screen.getByRole('link', { name: 'Culture' }).click());
    expect(screen.getByRole('heading', { name: 'Culture' })).toBeTruthy();
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0, behavior: 'smooth' }));
  });

  it('scrolls to the requested section after 100 ms, also when already on the path', () => {
    renderRoutes({ routes, initialEntries: ['/'] });
    act(() => screen.getByRole('link', { name: 'Message Us' }).click());
    act(() => vi.advanceTimersByTime(99));
    expect(scrollIntoView).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'smooth' }));
    expect(scrollIntoView.mock.instances[0]).toBe(document.getElementById('contact'));
  });

  it('honours a URL hash the same way', () => {
    renderRoutes({ routes, initialEntries: ['/culture#contact'] });
    act(() => vi.advanceTimersByTime(100));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });
});
