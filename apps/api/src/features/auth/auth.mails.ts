import { renderMail } from '../../platform/mail.ts';

type Site = { siteName: string; publicUrl: string };

/** The mails of the account flows; each has a plain-text and an HTML part and a PUBLIC_URL-based link. */
export const authMails = {
  confirmEmail: (site: Site, userName: string, token: string) =>
    renderMail({
      siteName: site.siteName,
      subject: 'Confirm your email address',
      greeting: `Hello ${userName},`,
      paragraphs: [`Welcome to ${site.siteName}! Please confirm that this is your email address.`],
      action: { label: 'Confirm email address', url: `${site.publicUrl}/confirm-email/${token}` },
      footnote:
        'This link works once and expires in 24 hours. If you did not create this account, ignore this mail.',
    }),

  resetPassword: (site: Site, userName: string, token: string) =>
    renderMail({
      siteName: site.siteName,
      subject: 'Reset your password',
      greeting: `Hello ${userName},`,
      paragraphs: ['Someone (hopefully you) asked to reset the password of your account.'],
      action: { label: 'Choose a new password', url: `${site.publicUrl}/reset-password/${token}` },
      footnote:
        'This link works once and expires in 1 hour. If you did not ask for it, ignore this mail: your password stays as it is.',
    }),

  passwordChanged: (site: Site, userName: string) =>
    renderMail({
      siteName: site.siteName,
      subject: 'Your password was changed',
      greeting: `Hello ${userName},`,
      paragraphs: [
        'The password of your account was just reset, and every session was logged out.',
        'If this was not you, reset your password again at once and contact the staff.',
      ],
      action: { label: 'Log in', url: `${site.publicUrl}/login` },
    }),

  confirmEmailChange: (site: Site, userName: string, token: string) =>
    renderMail({
      siteName: site.siteName,
      subject: 'Confirm your new email address',
      greeting: `Hello ${userName},`,
      paragraphs: ['You asked to use this address for your account. Open the link to finish the change.'],
      action: {
        label: 'Confirm new address',
        url: `${site.publicUrl}/api/auth/confirm-email-change/${token}`,
      },
      footnote:
        'This link works once and expires in 24 hours. Until it is opened, your account keeps its old address.',
    }),

  emailChangeNotice: (site: Site, userName: string, newEmail: string) =>
    renderMail({
      siteName: site.siteName,
      subject: 'A change of your email address was requested',
      greeting: `Hello ${userName},`,
      paragraphs: [
        `Someone asked to change the email address of your account to ${newEmail}. The change happens only when the link sent to that address is opened.`,
        'If this was not you, change your password now: nothing changes unless the link is opened.',
      ],
    }),

  passkeyChanged: (site: Site, userName: string, change: 'added' | 'removed', name: string) =>
    renderMail({
      siteName: site.siteName,
      subject:
        change === 'added'
          ? 'A passkey was added to your account'
          : 'A passkey was removed from your account',
      greeting: `Hello ${userName},`,
      paragraphs: [
        change === 'added'
          ? `The passkey "${name}" can now log in to your account.`
          : `The passkey "${name}" no longer logs in to your account.`,
        'If this was not you, change your password at once, remove the passkeys you do not know from your profile and contact the staff.',
      ],
      action: { label: 'Open your profile', url: `${site.publicUrl}/profile` },
    }),
};
