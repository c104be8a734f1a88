import { lazy } from 'react';

/**
 * The shop's public entry: what other features and the app shell may use; everything else here is the shop's own.
 * The return page (/shop) is mounted by app/routes.tsx, lazily in its own chunk.
 */
export { DonateButton } from './donate-button.tsx';

/** The profile's Donations tab (the player's orders), in its own chunk: it loads when the tab is first shown. */
export const DonationHistory = /* @__PURE__ */ lazy(() => import('./donation-history.tsx'));
