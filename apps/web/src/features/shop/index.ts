/**
 * The shop's public entry: what other features and the app shell may use; everything else here is the shop's own.
 * The return page (/shop) is mounted by app/routes.tsx, lazily in its own chunk.
 */
export { DonateButton } from './donate-button.tsx';
