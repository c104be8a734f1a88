import { createBrowserRouter } from 'react-router';
import { setNavigate } from '../lib/navigation.ts';
import { routes } from './routes.tsx';

/** Creates the browser router and lets code outside React (api client, logout) navigate through it. */
export function createAppRouter() {
  const router = createBrowserRouter(routes);
  setNavigate((to, options) => void router.navigate(to, options));
  return router;
}
