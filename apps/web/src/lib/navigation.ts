/** Options for a programmatic navigation, matching the router's own. */
export type NavigateOptions = { replace?: boolean; state?: unknown };
type Navigate = (to: string, options?: NavigateOptions) => void;

let navigateImpl: Navigate = (to) => window.location.assign(to);

/** Lets the app's router take over navigations started outside React (the api client, logout). */
export function setNavigate(navigate: Navigate): void {
  navigateImpl = navigate;
}

/** Navigates to an in-app path through the registered router (a full page load before one is registered). */
export function navigateTo(to: string, options?: NavigateOptions): void {
  navigateImpl(to, options);
}

/** Location state the login page reads to go back where the user came from. */
export type FromState = { from: string };

/** The path, query and hash of a location, as one string. */
export function pathOf(location: { pathname: string; search?: string; hash?: string }): string {
  return `${location.pathname}${location.search ?? ''}${location.hash ?? ''}`;
}

/** Where to go after login: the `from` of the location state when it is a same-site path, else the fallback. */
export function redirectTarget(state: unknown, fallback = '/'): string {
  const from = typeof state === 'object' && state !== null && 'from' in state ? state.from : undefined;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) {
    return fallback;
  }
  return from;
}
