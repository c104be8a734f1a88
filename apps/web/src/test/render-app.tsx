import type { LoginResponse } from '@agaia/contract';
import type { QueryKey } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient, Providers } from '../app/providers.tsx';
import { routes } from '../app/routes.tsx';
import { Toaster } from '../components/toast.tsx';
import { setNavigate } from '../lib/navigation.ts';
import { session } from '../lib/session.ts';

/** A login response with overridable fields. */
export function buildUser(overrides: Partial<LoginResponse> = {}): LoginResponse {
  return { accessToken: 'token-1', privilege: 0, webMgt: 0, accountDBID: 1, userName: 'Aria', ...overrides };
}

/** The app's query client for one test: fresh, and failed queries are not retried. */
function createTestQueryClient() {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false } });
  return client;
}

/** Renders the real route table at a path, optionally logged in; answers the router and the render result. */
export function renderApp(path: string, { user }: { user?: LoginResponse } = {}) {
  if (user) session.save(user);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  setNavigate((to, options) => void router.navigate(to, options));
  const client = createTestQueryClient();
  const result = render(
    <Providers client={client}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, ...result };
}

/**
 * Renders one component on its own inside the app's providers and a memory router, optionally logged in, beside the
 * toast corridor its page would mount (admin panel, profile); answers the query client and the render result.
 */
export function renderWithProviders(ui: ReactElement, { user }: { user?: LoginResponse } = {}) {
  if (user) session.save(user);
  const client = createTestQueryClient();
  const result = render(
    <Providers client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
      <Toaster />
    </Providers>,
  );
  return { client, ...result };
}

/**
 * Renders a component as the page renderer does (src/entry-server.tsx): one synchronous pass, no Suspense to wait in,
 * with the given queries' data already read. Answers the markup.
 */
export function renderOnServer(ui: ReactElement, data: [QueryKey, unknown][] = []): string {
  const client = createTestQueryClient();
  for (const [key, value] of data) client.setQueryData(key, value);
  return renderToString(
    <Providers client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </Providers>,
  );
}

/** waitFor options for the first find after renderApp: a lazy route's code may take a while to transform cold. */
export const LAZY = { timeout: 5000 };
