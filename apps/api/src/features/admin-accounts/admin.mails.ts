import { renderMail } from '../../platform/mail.ts';

type Site = { siteName: string; publicUrl: string };

/** Notices to an account's owner when staff change its credentials through the admin panel. */
export const adminMails = {
  passwordChangedByStaff: (site: Site, userName: string) =>
    renderMail({
      siteName: site.siteName,
      subject: 'Your password was changed by staff',
      greeting: `Hello ${userName},`,
      paragraphs: [
        'A member of staff set a new password for your account, and every session was logged out.',
        'If you did not ask for this, reset your password at once and contact the staff.',
      ],
      action: { label: 'Reset your password', url: `${site.publicUrl}/forgot-password` },
    }),

  emailChangedByStaff: (site: Site, userName: string, newEmail: string) =>
    renderMail({
      siteName: site.siteName,
      subject: 'Your email address was changed by staff',
      greeting: `Hello ${userName},`,
      paragraphs: [
        `A member of staff changed the email address of your account to ${newEmail}. Mails about your account now go there, and links sent to this address no longer work.`,
        'If you did not ask for this, contact the staff.',
      ],
    }),
};
