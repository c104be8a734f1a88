import { text } from '@agaia/contract';
import { MailsText } from '../../i18n/en/mails.ts';
import { renderMail } from '../../platform/mail.ts';

type Site = { siteName: string; publicUrl: string };

/** Whom a mail is for: the name it greets and the account's language (`accounts.language`) it is written in. */
import type { Recipient } from './owner-mail.ts';
/** A change the owner made to two-factor authentication. */
export type TwoFactorChange = 'on' | 'off' | 'codes';

const TWO_FACTOR_MAILS = {
  on: { subject: MailsText.twoFactorOn_subject, body: MailsText.twoFactorOn_body },
  off: { subject: MailsText.twoFactorOff_subject, body: MailsText.twoFactorOff_body },
  codes: { subject: MailsText.twoFactorCodes_subject, body: MailsText.twoFactorCodes_body },
} as const;

/**
 * The mails of the account flows, in the recipient's language (the mails catalog); each has a plain-text and an HTML
 * part and a PUBLIC_URL-based link.
 */
export const authMails = {
  confirmEmail: (site: Site, to: Recipient, token: string) =>
    renderMail({
      language: to.language,
      siteName: site.siteName,
      subject: MailsText.confirmEmail_subject,
      greeting: text(MailsText.greeting, { userName: to.userName }),
      paragraphs: [text(MailsText.confirmEmail_welcome, { siteName: site.siteName })],
      action: { label: MailsText.confirmEmail_action, url: `${site.publicUrl}/confirm-email/${token}` },
      footnote: MailsText.confirmEmail_footnote,
    }),

  /** To the owner of an address someone tried to register again: no account was made, and how to log in. */
  registrationAttempt: (site: Site, to: Recipient) =>
    renderMail({
      language: to.language,
      siteName: site.siteName,
      subject: MailsText.registrationAttempt_subject,
      greeting: text(MailsText.greeting, { userName: to.userName }),
      paragraphs: [
        text(MailsText.registrationAttempt_body, { siteName: site.siteName }),
        MailsText.registrationAttempt_ifYou,
        MailsText.registrationAttempt_notYou,
      ],
      action: { label: MailsText.passwordChanged_action, url: `${site.publicUrl}/login` },
    }),

  resetPassword: (site: Site, to: Recipient, token: string) =>
    renderMail({
      language: to.language,
      siteName: site.siteName,
      subject: MailsText.resetPassword_subject,
      greeting: text(MailsText.greeting, { userName: to.userName }),
      paragraphs: [MailsText.resetPassword_asked],
      action: { label: MailsText.resetPassword_action, url: `${site.publicUrl}/reset-password/${token}` },
      footnote: MailsText.resetPassword_footnote,
    }),

  passwordChanged: (site: Site, to: Recipient) =>
    renderMail({
      language: to.language,
      siteName: site.siteName,
      subject: MailsText.passwordChanged_subject,
      greeting: text(MailsText.greeting, { userName: to.userName }),
      paragraphs: [MailsText.passwordChanged_done, MailsText.passwordChanged_notYou],
      action: { label: MailsText.passwordChanged_action, url: `${site.publicUrl}/login` },
    }),

  confirmEmailChange: (site: Site, to: Recipient, token: string) =>
    renderMail({
      language: to.language,
      siteName: site.siteName,
      subject: MailsText.confirmEmailChange_subject,
      greeting: text(MailsText.greeting, { userName: to.userName }),
      paragraphs: [MailsText.confirmEmailChange_asked],
      action: {
        label: MailsText.confirmEmailChange_action,
        url: `${site.publicUrl}/confirm-email-change/${token}`,
      },
      footnote: MailsText.confirmEmailChange_footnote,
    }),

  emailChangeNotice: (site: Site, to: Recipient, newEmail: string) =>
    renderMail({
      language: to.language,
      siteName: site.siteName,
      subject: MailsText.emailChangeNotice_subject,
      greeting: text(MailsText.greeting, { userName: to.userName }),
      paragraphs: [text(MailsText.emailChangeNotice_asked, { newEmail }), MailsText.emailChangeNotice_notYou],
    }),

  passkeyChanged: (site: Site, to: Recipient, change: 'added' | 'removed', name: string) =>
    renderMail({
      language: to.language,
      siteName: site.siteName,
      subject: change === 'added' ? MailsText.passkeyAdded_subject : MailsText.passkeyRemoved_subject,
      greeting: text(MailsText.greeting, { userName: to.userName }),
      paragraphs: [
        text(change === 'added' ? MailsText.passkeyAdded_body : MailsText.passkeyRemoved_body, { name }),
        MailsText.passkeyChanged_notYou,
      ],
      action: { label: MailsText.passkeyChanged_action, url: `${site.publicUrl}/profile` },
    }),

  /** Two-factor authentication turned on or off by the owner, or new recovery codes made (never the codes). */
  twoFactorChanged: (site: Site, to: Recipient, change: TwoFactorChange) =>
    renderMail({
      language: to.language,
      siteName: site.siteName,
      subject: TWO_FACTOR_MAILS[change].subject,
      greeting: text(MailsText.greeting, { userName: to.userName }),
      paragraphs: [TWO_FACTOR_MAILS[change].body, MailsText.twoFactorChanged_notYou],
      action: { label: MailsText.passkeyChanged_action, url: `${site.publicUrl}/profile` },
    }),
};
