import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoginPanelProvider } from '@/lib/login-panel';
import { SessionProvider } from '@/lib/session';
import { SessionEndedWatcher } from '@/lib/session-ended';

type AppProvidersProps = {
  children: ReactNode;
  /**
   * The server's client for this render (and a test's). The browser passes none: the parts that
   * call the API bring the data layer with them (lib/data-layer.tsx).
   */
  queryClient?: QueryClient;
};

/** Everything the pages share: the signed-in user, the login panel, and on the server the query cache. */
export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const app = (
    <SessionProvider>
      <LoginPanelProvider>
        <SessionEndedWatcher />
        {children}
      </LoginPanelProvider>
    </SessionProvider>
  );
  return queryClient ? <QueryClientProvider client={queryClient}>{app}</QueryClientProvider> : app;
}
