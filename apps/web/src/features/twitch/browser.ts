/** Leaving the site for Twitch's authorize page. An object so tests can replace `assign`. */
export const browser = {
  /** Sends the browser to a URL outside the app. */
  assign(url: string): void {
    window.location.assign(url);
  },
};
