import type { Translation } from '../translation.ts';
import type { enAdmin } from './admin.ts';
import type { enAdminMails } from './admin-mails.ts';
import type { enAdminStats } from './admin-stats.ts';
import type { enAuth } from './auth.ts';
import type { enContent } from './content.ts';
import type { enContract } from './contract.ts';
import type { enEmailChange } from './email-change.ts';
import { enGame } from './game.ts';
import type { enLegal } from './legal.ts';
import type { enLoginTwoFactor } from './login-two-factor.ts';
import type { enPasskeys } from './passkeys.ts';
import type { enProfile } from './profile.ts';
import type { enShopOrders } from './shop-orders.ts';
import type { enToast } from './toast.ts';
import type { enTwitch } from './twitch.ts';

/**
 * The English message catalog. Every user-visible string of the web app comes from here through i18next, so another
 * language (pt-BR next) is one more catalog of the same shape. The wording docs/product.md §1.5 fixes is written
 * exactly.
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
    language: 'Language',
  },
  launcher: {
    soon: 'Soon',
    notAvailable: 'The launcher is not available yet.',
    checkBack: 'The launcher is not available yet. Check back soon.',
  },
  footer: {
    label: 'Footer',
    copyright: 'Agaia Online - est. 2025.',
    tos: 'Terms of Service',
    cookieSettings: 'Cookie settings',
    legal: 'Legal Notice',
  },
  donate: {
    title: 'DONATIONS',
  },
  landing: {
    eyebrow: 'A TERA private server',
    title: 'Welcome to Agaia Online',
    subtitle: 'Free to play, never pay-to-win. A TERA server built by players, for players.',
    pitch: {
      free: 'Free to play, not pay-to-win',
      cosmetics: 'Cosmetics only through donations',
      gift: 'Free cosmetics for every new account',
      antiCheat: 'Server-side anti-cheat',
      community: 'An active community',
    },
    joinChat: 'Join our chat server',
    scrollHint: 'Discover the server',
    sectionsLabel: 'About Agaia Online',
    featuresTitle: 'Why Agaia',
    featuresLead: 'Everything a returning hero hopes for, and nothing that spoils the fight.',
    features: {
      innovative: {
        title: 'Innovative experience',
        text: 'Classic TERA combat refreshed with new content, quality-of-life changes and events you have not seen before.',
      },
      development: {
        title: 'Active development',
        text: 'A team that ships fixes and updates every month, with patch notes that tell you exactly what changed.',
      },
      playToEarn: {
        title: 'Play-to-earn cosmetics',
        text: 'Costumes, mounts and effects are earned by playing, with watch-time drops on Twitch on top.',
      },
      stable: {
        title: 'Stable servers',
        text: 'Dedicated hardware, careful monitoring and regular backups keep the world online and your progress safe.',
      },
      fair: {
        title: 'Fair and balanced',
        text: 'No stats, gear or power for money. Donations buy looks only, so every victory is earned.',
      },
      safe: {
        title: 'Safe',
        text: 'Server-side anti-cheat, hashed passwords and no data sold to anyone: you play, we protect.',
      },
    },
    startTitle: 'Get started',
    startLead:
      'Three steps between you and Arborea: create your free account, download the launcher, log in and play.',
    steps: {
      account: 'Create your free account',
      download: 'Download the client launcher',
      play: 'Log in and claim your starter cosmetics',
    },
    createAccount: 'Create Account',
    downloadClient: 'Download Client',
    communityTitle: 'Join the community',
    communityText1:
      'Agaia Online is shaped by its players. Suggestions from the community become patch notes, and events, guild wars and dungeon races are run by people who love the game as much as you do.',
    communityText2:
      'Find a party, ask for help with your first build, report a bug or simply share your best screenshots. Our chat server is where the adventure continues between sessions.',
    chatCta: 'Join the chat server',
  },
  profile: {
    title: 'Profile',
    loading: 'Loading profile...',
    loadFailed: 'Failed to load profile data.',
    noData: 'Could not load profile data.',
    avatarAlt: 'Avatar of {{name}}',
    unconfirmed: '(Unconfirmed)',
    detailsButton: 'Account details',
    userId: 'User ID',
    registered: 'Registered',
    lastLogin: 'Last Login',
    accountId: 'Account ID',
    coins: 'Agaia Coins',
    veteranPackage: 'Veteran Pkg',
    founderPackage: 'Founder Pkg',
    claimed: 'Claimed',
    notClaimed: 'Not Claimed',
    actions: 'Account actions',
    resetPassword: 'Reset Password',
    resetFailed: 'Failed to initiate password reset.',
    changeEmail: 'Change Email',
    resendConfirmation: 'Resend Confirmation',
    confirmationFailed: 'Failed to send confirmation email.',
    confirmationSentFallback: 'Confirmation email sent!',
    linkTwitch: 'Link with Twitch',
    unlinkTwitch: 'Unlink Twitch',
    twitchLinkFailed: 'Could not initiate Twitch linking.',
    twitchUnlinkFailed: 'Failed to unlink twitch.',
    twitchUnlinked: 'Your Twitch account is unlinked.',
    changeEmailTitle: 'Change Email',
    changeEmailLead: 'We will send a confirmation link to your new address.',
    newEmail: 'New Email',
    confirmNewEmail: 'Confirm New Email',
    currentPassword: 'Current Password',
    changeEmailSubmit: 'Change Email',
    changingEmail: 'Submitting...',
    emailsDoNotMatch: 'The new email addresses do not match.',
    changeEmailFailed: 'Failed to change email. Please check your password and try again.',
    emailChangeNote: 'Email change initiated. Please check your inbox.',
    cancel: 'Cancel',
    tabsLabel: 'Profile sections',
    characters: 'Characters',
    noCharacters: 'No characters created yet.',
    achievements: 'Achievements',
    noAchievements: 'No achievements unlocked yet.',
    viewerDrops: 'Viewer Drops',
    streamerDrops: 'Streamer Drops',
  },
  // The rest of `admin` is in en-admin.ts, loaded with the admin panel; these two show while it loads.
  admin: {
    loadingPanel: 'Loading Admin Panel...',
    preparing: 'Preparing Admin Interface...',
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
    loading: 'Loading gifts...',
    loadFailed: 'Failed to load products.',
    empty: 'No gifts available at the moment.',
    categories: 'Categories',
    giftCount_one: '{{count}} gift',
    giftCount_other: '{{count}} gifts',
    backToCategories: 'Back to Categories',
    emptyCategory: 'No gifts found in this category.',
    saleEndsIn: 'Sale Ends In:',
    days: '{{value}}d',
    hours: '{{value}}h',
    minutes: '{{value}}m',
    seconds: '{{value}}s',
    oldPrice: 'Was',
    newPrice: 'Now',
    payWithStripe: 'Pay with Stripe',
    processing: 'Processing...',
    redirecting: 'Redirecting to Stripe…',
    outcomeSuccess: 'Success!',
    outcomeError: 'Error',
    ok: 'OK',
    paymentFailed: 'Payment failed: {{message}}',
    checkoutFailed: 'Checkout failed',
    noCheckoutUrl: 'Could not start checkout.',
    paymentsOff:
      'Payments are not open on this server yet. You can browse the gifts, but paying is switched off.',
  },
  consent: {
    label: 'Privacy choices',
    text: 'We use only essential storage until you agree to more, such as anonymized analytics.',
    more: 'Privacy Policy',
    acceptAll: 'Accept all',
    essentialOnly: 'Essential only',
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
  game: enGame,
  format: {
    notAvailable: 'N/A',
    invalidDate: 'Invalid Date',
    minutes: '{{count}} min',
    hoursMinutes: '{{hours}}h {{minutes}}m',
  },
} as const;

/** The whole English catalog: this start part and the admin panel's part (en/admin.ts), which arrives with the panel. */
export type Catalog = typeof en &
  typeof enAdmin &
  typeof enAdminMails &
  typeof enAdminStats &
  typeof enAuth &
  typeof enContent &
  typeof enContract &
  typeof enEmailChange &
  typeof enLegal &
  typeof enLoginTwoFactor &
  typeof enPasskeys &
  typeof enProfile &
  typeof enShopOrders &
  typeof enToast &
  typeof enTwitch;

/** The shape every message catalog must have: the English keys, any wording. */
export type Messages = Translation<Catalog>;
