import { renderMail } from '../../platform/mail.ts';

type Site = { siteName: string; publicUrl: string };

/** What the player is told at each step of a deletion request. */
export const deletionMails = {
  received: (site: Site, userName: string) =>
    renderMail({
      siteName: site.siteName,
      subject: 'We received your account deletion request',
      greeting: `Hello ${userName},`,
      paragraphs: [
        'We received your request to delete your account. A member of staff will look at it soon; until then your account works as before, and you can take the request back on your profile.',
        'If you did not ask for this, change your password and take the request back.',
      ],
      action: { label: 'Open your profile', url: `${site.publicUrl}/profile` },
    }),

  confirmed: (site: Site, userName: string) =>
    renderMail({
      siteName: site.siteName,
      subject: 'Your account was deleted',
      greeting: `Hello ${userName},`,
      paragraphs: [
        'As you asked, your account was deleted: its name, email address, login and linked accounts are gone, and you can no longer log in with it.',
        'Donation records are kept, without your name or address, for as long as tax law requires. This is the last mail you get from us.',
      ],
    }),

  declined: (site: Site, userName: string, note: string) =>
    renderMail({
      siteName: site.siteName,
      subject: 'Your account deletion request was declined',
      greeting: `Hello ${userName},`,
      paragraphs: [`A member of staff declined your request to delete your account: ${note}`],
      action: { label: 'Open your profile', url: `${site.publicUrl}/profile` },
    }),
};
