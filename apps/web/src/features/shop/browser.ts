/** Leaving the site for another origin (Stripe Checkout). An object so tests can replace `assign`. */
export const browser = {
  /** Sends the browser to a URL outside the app. */
  assign(url: string): void {
    window.location.assign(url);
  },
};
