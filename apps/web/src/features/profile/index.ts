/**
 * The profile feature's public entry: what other features may use. Its pages are mounted by app/routes.tsx, each
 * lazily in its own chunk; the profile's query key lets a flow that changes the account (a confirmed email) refresh it.
 * The admin panel asks an admin without two-factor authentication to turn it on with the profile's own walkthrough.
 */
export { profileQueryKey } from './api/profile.ts';
export { isTwoFactorRequired, useRefreshTwoFactor, useTwoFactorStatus } from './api/two-factor.ts';
export { TwoFactorEnrolment } from './two-factor-enrolment.tsx';
