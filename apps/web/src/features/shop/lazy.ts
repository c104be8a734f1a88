/**
 * The shop's parts another feature loads in a chunk of its own, by a dynamic import of this file from its own lazy
 * code (the profile's Donations tab). Not re-exported from index.ts: a dynamic import reachable from the start bundle
 * makes the bundler split what the two share into many small chunks every page then loads.
 */
export { DonationHistory } from './donation-history.tsx';
