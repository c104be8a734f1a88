/** Leaving the site for another origin (Stripe Checkout, Twitch's authorize page). An object, so tests can spy. */
export const browser = {
  /** Sends the browser to a URL outside the app. */
  assign(url: string): void {
    window.location.assign(url);
  },
};
