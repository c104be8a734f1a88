/** Query keys of the mail outbox's admin: a resend invalidates the lists by this prefix. */
export const mailAdminKeys = { mails: ['admin', 'mail', 'mails'] as const };
