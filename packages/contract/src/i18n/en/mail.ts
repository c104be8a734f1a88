import { MAX_SAFE_INT } from '../../limits.ts';

/** The refusals of the mail outbox's schemas (`i18n/pt-BR/mail.ts` translates them). */
export const MailMessages = {
  badStatus: 'Status must be pending, sent or failed.',
  badPageSize: 'pageSize must be 10, 50 or 100.',
  badMailId: `Mail ID must be a whole number from 1 to ${MAX_SAFE_INT}.`,
} as const;
