import { act, Suspense, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

// React's act() is used directly here (hydrateRoot, as the browser hydrates a page), not through Testing Library's render.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A part with a button that counts its clicks: live only once React has hydrated it. */
function Counter() {
  const [clicks, setClicks] = useState(0);
  return (
    <button type="button" onClick={() => setClicks((count) => count + 1)}>
      Clicked {clicks} times
    </button>
  );
}

/** The modules as a page loads them: evaluated afresh, so the visitor has not acted yet. */
async function freshModules() {
  vi.resetModules();
  const [{ deferredComponent }, firstInput] = await Promise.all([import('./deferred-part'), import('@/lib/after-first-input')]);
  return { deferredComponent, firstInput };
}

/** The server's HTML of the part (what `prerender` writes once the part's code has loaded), in the page. */
function serverHtml() {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(
    <Suspense>
      <Counter />
    </Suspense>,
  );
  return container;
}

async function settle() {
  await act(async () => {
    for (let turn = 0; turn < 10; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

afterEach(() => document.body.replaceChildren());

describe('deferredComponent', () => {
  it("leaves the server's markup shown and unhydrated, without loading its code, until the visitor first acts", async () => {
    const { deferredComponent } = await freshModules();
    const load = vi.fn(async () => Counter);
    const Deferred = deferredComponent(load);
    const container = serverHtml();
    const root = await act(async () => hydrateRoot(container, <Deferred />));
    await settle();

    const button = container.querySelector('button')!;
    expect(button.textContent).toBe('Clicked 0 times');
    expect(load).not.toHaveBeenCalled();
    button.click();
    await settle();
    expect(container.querySelector('button')?.textContent).toBe('Clicked 0 times');

    // The first move of the mouse: the code loads and React hydrates the markup it finds.
    window.dispatchEvent(new Event('pointermove'));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.querySelector('button')).toBe(button);
    button.click();
    await settle();
    expect(button.textContent).toBe('Clicked 1 times');
    act(() => root.unmount());
  });

  it('renders at once on a page the browser renders itself', async () => {
    const { deferredComponent, firstInput } = await freshModules();
    firstInput.skipWaitingForFirstInput();
    const Deferred = deferredComponent(async () => Counter);
    const container = document.body.appendChild(document.createElement('div'));
    const { createRoot } = await import('react-dom/client');
    const root = createRoot(container);
    act(() => root.render(<Deferred />));
    await settle();
    expect(container.querySelector('button')?.textContent).toBe('Clicked 0 times');
    act(() => root.unmount());
  });
});
