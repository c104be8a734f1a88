/**
 * The profile feature's public entry: what other features may use. Its pages are mounted by app/routes.tsx, each
 * lazily in its own chunk; the profile's query key lets a flow that changes the account (a confirmed email) refresh it.
 */
export { profileQueryKey } from './api/profile.ts';
