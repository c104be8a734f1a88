import { z } from 'zod';
import { BoundsMessages, bigRowId, count, int32, MAX_SAFE_INT, pageParam, rowId } from './bounds.ts';
import { MailMessages } from './i18n/en/mail.ts';

export { MailMessages } from './i18n/en/mail.ts';

/**
 * The mail outbox as the staff see it (Accounts → Mail Outbox, Account Management): every mail the site sent or is
 * still trying to send, and a resend of one that failed or waits.
 */
export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** The page sizes of the outbox list: no 'all', since it holds every mail ever sent. */
export const MAIL_PAGE_SIZES = ['10', '50', '100'] as const;

/** GET /api/admin/mails query: newest first, every status unless one is given. */
export const AdminMailQuery = z.object({
  status: z.enum(MAIL_STATUSES, { error: MailMessages.badStatus }).optional(),
  page: pageParam(BoundsMessages.pageTooSmall),
  pageSize: z.enum(MAIL_PAGE_SIZES, { error: MailMessages.badPageSize }).default('50'),
});
export type AdminMailQuery = z.infer<typeof AdminMailQuery>;

/** How the last attempt failed, as codes (the server's own words may quote the address, so they are not kept). */
const MailError = z.object({
  /** The transport's code: ECONNECTION, ETIMEDOUT, EENVELOPE, EAUTH… (ERROR when it gave none). */
  code: z.string().nullable(),
  /** The SMTP reply code, e.g. 421 or 550. */
  responseCode: z.number().int().min(100).max(599).nullable(),
  /** The SMTP command that failed, e.g. CONN or RCPT TO. */
  command: z.string().nullable(),
});

export const AdminMail = z.object({
  id: bigRowId(),
  /** The account the mail is about, when it is about one. */
  accountDBID: rowId().nullable(),
  userName: z.string().nullable(),
  recipient: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: int32(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  /** When a pending mail is tried next. */
  nextAttemptAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  lastError: MailError.nullable(),
  /** Failed or pending with its text still kept: it can be sent again. */
  canResend: z.boolean(),
});
export type AdminMail = z.infer<typeof AdminMail>;

export const AdminMailList = z.object({
  mails: z.array(AdminMail),
  total: count(),
  /** Mails waiting and mails given up, whatever the filter, for the section's summary line. */
  counts: z.object({ pending: count(), failed: count() }),
});
export type AdminMailList = z.infer<typeof AdminMailList>;

const MAIL_ID = MailMessages.badMailId;
/** A mail's id in the path. */
export const MailIdParams = z.object({
  id: z.coerce.number({ error: MAIL_ID }).int(MAIL_ID).positive(MAIL_ID).max(MAX_SAFE_INT, MAIL_ID),
});
