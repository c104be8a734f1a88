/**
 * The shop's public entry: what other features and the app shell may use; everything else here is the shop's own.
 * The return page (/shop) is mounted by app/routes.tsx, lazily in its own chunk; lazy.ts holds what other features
 * load lazily (the profile's donation history).
 */
export { DonateButton } from './donate-button.tsx';
