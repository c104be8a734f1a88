import { text } from '@agaia/contract';
import { AccountDeletionText } from '../../i18n/en/account-deletion.ts';
import { MailsText } from '../../i18n/en/mails.ts';
import { renderMail } from '../../platform/mail.ts';

type Site = { siteName: string; publicUrl: string };
/** Whom a mail is for: the name it greets and the account's language (`accounts.language`) it is written in. */
type Recipient = { userName: string; language: string };

/** What the player is told at each step of a deletion request, in the account's language. */
export const deletionMails = {
  received: (site: Site, to: Recipient) =>
    renderMail({
      language: to.language,
      siteName: site.siteName,
      subject: AccountDeletionText.mailReceived_subject,
      greeting: text(MailsText.greeting, { userName: to.userName }),
      paragraphs: [AccountDeletionText.mailReceived_body, AccountDeletionText.mailReceived_notYou],
      action: { label: MailsText.passkeyChanged_action, url: `${site.publicUrl}/profile` },
    }),

  confirmed: (site: Site, to: Recipient) =>
    renderMail({
      language: to.language,
      siteName: site.siteName,
      subject: AccountDeletionText.mailConfirmed_subject,
      greeting: text(MailsText.greeting, { userName: to.userName }),
      paragraphs: [AccountDeletionText.mailConfirmed_body, AccountDeletionText.mailConfirmed_records],
    }),

  declined: (site: Site, to: Recipient, note: string) =>
    renderMail({
      language: to.language,
      siteName: site.siteName,
      subject: AccountDeletionText.mailDeclined_subject,
      greeting: text(MailsText.greeting, { userName: to.userName }),
      paragraphs: [text(AccountDeletionText.mailDeclined_body, { note })],
      action: { label: MailsText.passkeyChanged_action, url: `${site.publicUrl}/profile` },
    }),
};
