import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import type { SessionUser } from '@contract/users';
import { AppProviders } from '@/app/providers';
import { storeSession } from '@/lib/storage';

export const customer: SessionUser = { id: 'u-1', name: 'Casey Customer', email: 'casey@example.com', isAdmin: false, token: 'customer-token' };
export const admin: SessionUser = { id: 'u-2', name: 'Ada Admin', email: 'ada@example.com', isAdmin: true, token: 'admin-token' };

type RenderOptions = {
  routes?: RouteObject[];
  initialEntries?: string[];
  user?: SessionUser;
  /** Renders the page to HTML as the server does, shows it, then hydrates it as the browser does. */
  fromServerHtml?: (serverHtml: HTMLElement) => void;
};

/** Renders routes inside the app's providers, with a memory router and a cache that never retries. */
export function renderRoutes({ routes = [], initialEntries = ['/'], user, fromServerHtml }: RenderOptions = {}) {
  if (user) storeSession(user);
  const app = () => {
    const router = createMemoryRouter(routes, { initialEntries });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    const tree = (
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    );
    return { router, tree };
  };
  if (!fromServerHtml) {
    const { router, tree } = app();
    return { ...render(tree), router };
  }
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(app().tree);
  fromServerHtml(container);
  const { router, tree } = app();
  return { ...render(tree, { container, hydrate: true }), router };
}

/** Renders one element at every path. */
export function renderWithProviders(element: ReactNode, options: Omit<RenderOptions, 'routes'> = {}) {
  return renderRoutes({ ...options, routes: [{ path: '*', element }] });
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** Replaces `fetch` for one test (no real network); returns the mock to inspect calls. */
export function stubFetch(impl: (url: string, init?: RequestInit) => Promise<Response>) {
  const mock = vi.fn(impl);
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** The JSON body the n-th fetch call sent. */
export function sentBody(mock: ReturnType<typeof stubFetch>, call = 0): unknown {
  const init = mock.mock.calls[call]?.[1];
  return typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
}
