import { text } from '@agaia/contract';
import { AdminAccountsText } from '../../i18n/en/admin-accounts.ts';
import { MailsText } from '../../i18n/en/mails.ts';
import { renderMail } from '../../platform/mail.ts';

type Site = { siteName: string; publicUrl: string };
/** Whom a mail is for: the name it greets and the account's language (`accounts.language`) it is written in. */
type Recipient = { userName: string; language: string };

/** Notices to an account's owner when staff change its credentials through the admin panel, in its language. */
export const adminMails = {
  passwordChangedByStaff: (site: Site, to: Recipient) =>
    renderMail({
      language: to.language,
      siteName: site.siteName,
      subject: AdminAccountsText.mailPasswordChanged_subject,
      greeting: text(MailsText.greeting, { userName: to.userName }),
      paragraphs: [AdminAccountsText.mailPasswordChanged_done, AdminAccountsText.mailPasswordChanged_notYou],
      // 'Reset your password': the words of the reset mail's subject.
      action: { label: MailsText.resetPassword_subject, url: `${site.publicUrl}/forgot-password` },
    }),

  emailChangedByStaff: (site: Site, to: Recipient, newEmail: string) =>
    renderMail({
      language: to.language,
      siteName: site.siteName,
      subject: AdminAccountsText.mailEmailChanged_subject,
      greeting: text(MailsText.greeting, { userName: to.userName }),
      paragraphs: [
        text(AdminAccountsText.mailEmailChanged_done, { newEmail }),
        AdminAccountsText.mailEmailChanged_notYou,
      ],
    }),

  /** Two-factor authentication turned off by staff (a player who lost the phone and the recovery codes). */
  twoFactorResetByStaff: (site: Site, to: Recipient) =>
    renderMail({
      language: to.language,
      siteName: site.siteName,
      subject: AdminAccountsText.mailTwoFactorReset_subject,
      greeting: text(MailsText.greeting, { userName: to.userName }),
      paragraphs: [AdminAccountsText.mailTwoFactorReset_done, AdminAccountsText.mailTwoFactorReset_again],
      action: { label: MailsText.passkeyChanged_action, url: `${site.publicUrl}/profile` },
    }),
};
