import { isAdmin } from '@agaia/contract/plain';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { type FromState, pathOf } from '../lib/navigation.ts';
import { useUser } from '../lib/use-session.ts';

function ToLogin() {
  const location = useLocation();
  const state: FromState = { from: pathOf(location) };
  return <Navigate to="/login" replace state={state} />;
}

/**
 * Renders its children only for a logged-in user; anyone else goes to /login with `from` in the location state.
 * Children are rendered (and so a lazy page is fetched) only once the check passes.
 */
export function RequireUser({ children }: { children: ReactNode }) {
  const user = useUser();
  return user ? children : <ToLogin />;
}

/** Renders its children only for an admin (webMgt above 1): logged out goes to /login, a non-admin to /. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const user = useUser();
  if (!user) return <ToLogin />;
  if (!isAdmin(user.webMgt)) return <Navigate to="/" replace />;
  return children;
}
