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

/**
 * What index.html's early script does with a control tapped before the page's code has run (its code carries no
 * comments: it is in every page):
 * - `menu`, the menu button: opens and closes its menu at once (aria-expanded, which the CSS follows; the label swaps
 *   with the one in `data-other-label`); Escape closes it and focuses the button; a link chosen in it closes it.
 * - `language`, a language select: the page loads in the chosen language (`?lang=`), kept in local storage and the
 *   cookie the server renders the next pages by.
 * - `consent`, a consent button: its value is stored as the privacy choice and the root's mark hides the bar.
 * - `hold`, a form's fieldset: enabled at once so it can be filled in; a press of one of its buttons waits
 *   (aria-busy, a ring in global.css) and is made again once React owns it, in order; the browser never sends it.
 * A consent choice the storage refuses waits in the same way.
 */
export type EarlyKind = 'hold' | 'menu' | 'language' | 'consent';

/**
 * Marks a control of a page the server rendered as index.html's early script's until React owns it, so a tap then is
 * not lost. The mark goes once that part of the page has hydrated (a page's part can hydrate after the root, when
 * its messages come late: the root's `hydrated` mark would be too early for it).
 */
export function useEarly(kind: EarlyKind): { 'data-early'?: EarlyKind } {
  return useIsHydrated() ? {} : { 'data-early': kind };
}
