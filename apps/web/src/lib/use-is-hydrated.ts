import { useSyncExternalStore } from 'react';

const never = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

/**
 * False while the server renders a page and while the browser hydrates it; true afterwards (and from the start of a
 * page the browser renders itself). Parts that only exist in a browser (portals into <body>) wait for it, so the
 * hydrated markup matches the server's.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(never, inBrowser, onServer);
}
