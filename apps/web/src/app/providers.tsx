import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { ApiError } from '../lib/api.ts';
import { forgetAccountQueries } from '../lib/public-query.ts';
import { session } from '../lib/session.ts';

/** A query client: client errors (4xx) are not retried, other failures twice. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
        refetchOnWindowFocus: false,
      },
    },
  });
}

/** App-wide providers (TanStack Query). i18n is initialised on import of src/i18n/i18n.ts. */
export function Providers({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  // Whoever logs out, or in as someone else, leaves nothing of their account in the cache (lib/public-query.ts).
  useEffect(() => {
    let account = session.get()?.accountDBID ?? null;
    return session.subscribe(() => {
      const next = session.get()?.accountDBID ?? null;
      if (next !== account) forgetAccountQueries(queryClient);
      account = next;
    });
  }, [queryClient]);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
