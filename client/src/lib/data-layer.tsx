import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { browserQueryClient } from './query-client';

/**
 * The data layer (React Query, under every tsr hook) for the parts of the app that read or write
 * through the API: the routes that need it (app/router.tsx), and the lazily loaded parts of the
 * public pages (their forms, the login panel), so a page that only shows what the server rendered
 * never downloads it. The server renders every page inside its own client (one per render), which
 * is then used as it is; in the browser every data layer shares one client (lib/query-client.ts).
 */
export function DataLayer({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  if (outer) return children;
  return <QueryClientProvider client={browserQueryClient()}>{children}</QueryClientProvider>;
}

/** The data layer as a route: its pages render inside it. */
export function DataLayerRoute() {
  return (
    <DataLayer>
      <Outlet />
    </DataLayer>
  );
}
