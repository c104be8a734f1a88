/**
 * The admin panel's Mail Outbox section (Accounts): its menu label and its own words. Kept out of en-admin.ts and
 * added to the catalog with the panel's messages (admin-messages.ts), so the menu can name the section.
 */
export const enAdminMails = {
  admin: {
    sections: { mails: 'Mail Outbox' },
    mails: {
      lead: 'Every mail the site sends waits here until the mail server takes it, and is tried again for about 8 hours when it cannot. A sent mail keeps no text; a failed one keeps it for 7 days, while it can be resent.',
      summaryLabel: 'Mails',
      summary: '{{pending}} waiting · {{failed}} failed',
      statusFilter: 'Show',
      allStatuses: 'All',
      statuses: { pending: 'Waiting', sent: 'Sent', failed: 'Failed' },
      caption: 'Mails',
      created: 'Written',
      recipient: 'To',
      subject: 'Subject',
      status: 'Status',
      mailId: 'Mail #{{id}}',
      account: '{{name}} (ID {{id}})',
      accountId: 'Account {{id}}',
      attempts_one: '{{count}} attempt',
      attempts_other: '{{count}} attempts',
      nextAttempt: 'Next try {{date}}',
      sentAt: 'Sent {{date}}',
      lastError: 'Last error: {{error}}',
      textGone: 'Text no longer kept',
      empty: 'No mails here.',
      fetchFailed: 'Failed to fetch mails.',
      resend: 'Resend',
      resendLabel: 'Resend mail {{id}}',
      resent: 'The mail is on its way again.',
      resendFailed: 'The mail could not be resent.',
    },
  },
} as const;
