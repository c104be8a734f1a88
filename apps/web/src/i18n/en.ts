/**
 * The English message catalog. Every user-visible string of the web app comes from here through i18next, so another
 * language (pt-BR next) is one more catalog of the same shape. Strings quoted by SPEC.md are copied exactly.
 */
export const en = {
  app: {
    name: 'Agaia Online',
    documentTitle: '{{page}} · Agaia Online',
    skipToContent: 'Skip to main content',
    loading: 'Loading...',
    close: 'Close',
    comingSoon: 'This page is on its way. Check back soon.',
  },
  nav: {
    label: 'Main',
    home: 'Home',
    homeLogo: 'Agaia Online home',
    news: 'News',
    patchNotes: 'Patch Notes',
    chat: 'Community',
    download: 'Download',
    login: 'Login',
    register: 'Register',
    donate: 'Donate',
    profile: 'Profile',
    logout: 'Logout',
    admin: 'Admin',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    newTab: '(opens in a new tab)',
  },
  footer: {
    label: 'Footer',
    copyright: 'Agaia Online - est. 2025.',
    tos: 'Terms of Service',
    legal: 'Legal Notice',
  },
  donate: {
    title: 'DONATIONS',
    comingSoon: 'The shop is coming soon. Thank you for wanting to support Agaia Online!',
  },
  landing: {
    title: 'Welcome to Agaia Online',
    subtitle: 'Free to play, never pay-to-win. A TERA server built by players, for players.',
    createAccount: 'Create Account',
    downloadClient: 'Download Client',
  },
  news: {
    title: 'NEWS',
    documentTitle: 'News',
    articleTitle: 'Article',
    back: 'Back to News',
  },
  patchNotes: {
    title: 'PATCH NOTES',
    documentTitle: 'Patch Notes',
    detailTitle: 'Patch Note',
    back: 'Back to Patch Notes',
  },
  auth: {
    loginTitle: 'Login',
    registerTitle: 'Create Account',
    resetTitle: 'Reset Your Password',
    resetDocumentTitle: 'Reset Password',
  },
  profile: {
    title: 'Profile',
  },
  admin: {
    title: 'Admin Panel',
  },
  shop: {
    documentTitle: 'Shop',
    successTitle: 'Payment Successful',
    successText: 'Thank you for your purchase. Your items will be delivered to your account shortly.',
    cancelTitle: 'Payment Canceled',
    cancelText: 'Your checkout was canceled. You can return to your profile or continue browsing.',
    neutralTitle: 'Shop',
    neutralText: 'This page is used after checkout. If you reached it by mistake, use the actions below.',
    viewProfile: 'View Profile',
    backHome: 'Back To Home',
  },
  legal: {
    tosTitle: 'Terms and Conditions of Use',
    tosDocumentTitle: 'Terms of Service',
    privacyTitle: 'Privacy Policy',
    lastUpdated: 'Last updated June 24th, 2025.',
  },
  errors: {
    notFoundTitle: 'Oops! Page Not Found',
    notFoundText: 'The page you are looking for does not exist or has moved.',
    notFoundDocumentTitle: 'Page Not Found',
    goHome: 'Go Back Home',
    unexpectedTitle: 'Unexpected Application Error!',
    unexpectedText: 'Something went wrong while showing this page. Try again, or go back home.',
    reload: 'Try Again',
    network: 'Could not reach the server. Check your connection and try again.',
    requestFailed: 'The request failed (HTTP {{status}}).',
    badResponse: 'The server sent an unexpected response.',
  },
  format: {
    notAvailable: 'N/A',
    invalidDate: 'Invalid Date',
    minutes: '{{count}} min',
    hoursMinutes: '{{hours}}h {{minutes}}m',
  },
} as const;

type DeepStrings<T> = { readonly [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };

/** The shape every message catalog must have: the English keys, any wording. */
export type Messages = DeepStrings<typeof en>;
