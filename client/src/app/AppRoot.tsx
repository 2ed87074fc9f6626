import { StrictMode, useEffect, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { SiteOriginProvider } from '@/lib/page-meta';
import { AppProviders } from './providers';

type AppRootProps = {
  /** The site's public address for canonical links (the server's PUBLIC_URL). */
  origin: string | undefined;
  /** The server's query client for this render; the browser's parts bring their own (lib/data-layer.tsx). */
  queryClient?: QueryClient;
  /** Runs once React has made the page live (hydrated or rendered). */
  onLive?: () => void;
  /** The router: React Router's static one on the server, the browser's in the browser. */
  children: ReactNode;
};

/**
 * The root of every render, the same on the server and in the browser: React's `useId` counts
 * from here, so both sides give every label and heading the same id.
 */
export function AppRoot({ origin, queryClient, onLive, children }: AppRootProps) {
  useEffect(() => onLive?.(), [onLive]);
  return (
    <StrictMode>
      <SiteOriginProvider origin={origin}>
        <AppProviders queryClient={queryClient}>{children}</AppProviders>
      </SiteOriginProvider>
    </StrictMode>
  );
}
