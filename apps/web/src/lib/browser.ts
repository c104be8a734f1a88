/** Leaving the site for another origin (Stripe Checkout, Twitch's authorize page). An object, so tests can spy. */
export const browser = {
  /** Sends the browser to a URL outside the app. */
  assign(url: string): void {
    window.location.assign(url);
  },
};

/** Whether this code runs in a browser (false while the server renders a page). */
export const isBrowser = typeof window !== 'undefined';

// While the server renders a page nothing is stored: every visitor gets the same HTML, their own state comes after.
const noStorage: Storage = {
  length: 0,
  clear: () => {},
  getItem: () => null,
  key: () => null,
  removeItem: () => {},
  setItem: () => {},
};

/** The browser's local storage; on the server an empty one that keeps nothing. */
export function localStore(): Storage {
  return isBrowser ? window.localStorage : noStorage;
}

/**
 * Marks the root element with what local storage holds that changes the first paint (a logged-in user, a privacy
 * choice made). index.html's inline script sets the same marks before the server-rendered page paints, so CSS hides
 * the visitor's version of those parts until React has hydrated with the real state (src/styles/global.css).
 * `hydrated` says the app runs: its buttons work (the end-to-end tests wait for it).
 */
export function markRoot(mark: 'session' | 'consent' | 'hydrated', isSet: boolean): void {
  if (isBrowser) document.documentElement.toggleAttribute(`data-${mark}`, isSet);
}
