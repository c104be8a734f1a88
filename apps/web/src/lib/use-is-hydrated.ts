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

/** What index.html's early script does with a control tapped before the page's code runs (see there). */
export type EarlyKind = 'hold' | 'menu' | 'language' | 'consent';

/**
 * Marks a control of a page the server rendered as index.html's early script's, until React owns it: a tap then is
 * not lost (a menu opens, a choice is kept, a press waits and is replayed). The mark goes once the part has hydrated.
 */
export function useEarly(kind: EarlyKind): { 'data-early'?: EarlyKind } {
  return useIsHydrated() ? {} : { 'data-early': kind };
}
