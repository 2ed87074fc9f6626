import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { LoginPanelProvider } from '@/lib/login-panel';
import { SessionProvider } from '@/lib/session';
import { SessionEndedWatcher } from '@/lib/session-ended';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // An error answer (4xx/5xx) will not change on retry; only a network failure is worth one more try.
        retry: (failureCount, error) => error instanceof Error && failureCount < 1,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
    },
  });
}

type AppProvidersProps = { children: ReactNode; queryClient?: QueryClient };

/** Everything the pages share: server-state cache, the signed-in user, the country choice, the login panel. */
export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <SessionProvider>
        <LoginPanelProvider>
          <SessionEndedWatcher />
          {children}
        </LoginPanelProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}
