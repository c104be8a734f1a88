import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RouteError } from './route-error.tsx';

describe('router error screen', () => {
  it("says 'Unexpected Application Error!' when a route fails", async () => {
    const router = createMemoryRouter([
      {
        path: '/',
        loader: () => {
          throw new Error('boom');
        },
        element: null,
        hydrateFallbackElement: <p>Loading</p>,
        errorElement: <RouteError />,
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Back Home' })).toHaveAttribute('href', '/');
  });
});
