import { z } from 'zod';
import { AdminMessages, PAGE_SIZES } from './admin.ts';
import { bigRowId, count, MAX_SAFE_INT, pageParam, rowId } from './bounds.ts';
import { DeletionMessages } from './i18n/en/account-deletion.ts';
import { DELETION_REASON_MAX } from './limits.ts';
import { CommonMessages } from './messages.ts';

export { DeletionMessages } from './i18n/en/account-deletion.ts';

/**
 * Account deletion on request (the privacy page's promise): a player asks, with the password; the staff (Account
 * Management) confirm, and the account is anonymized, or decline with a note the player sees. The player may take a
 * pending request back.
 */
export const DELETION_STATUSES = ['pending', 'confirmed', 'declined', 'cancelled'] as const;
export type DeletionStatus = (typeof DELETION_STATUSES)[number];

/** POST /api/user/deletion-request body: the current password, and why (optional). */
export const DeletionRequestBody = z.object({
  password: z.string().min(1, CommonMessages.confirmPassword).max(1024),
  reason: z.string().trim().max(DELETION_REASON_MAX, DeletionMessages.reasonTooLong).optional(),
});
export type DeletionRequestBody = z.infer<typeof DeletionRequestBody>;

/** GET /api/user/deletion-request: the player's latest request, or null when there is none. */
export const OwnDeletionRequest = z.object({
  request: z
    .object({
      status: z.enum(DELETION_STATUSES),
      requestedAt: z.string(),
      decidedAt: z.string().nullable(),
      /** The staff's reason when declined. */
      note: z.string().nullable(),
    })
    .nullable(),
});
export type OwnDeletionRequest = z.infer<typeof OwnDeletionRequest>;

/** GET /api/admin/deletionRequests query. */
export const AdminDeletionQuery = z.object({
  status: z.enum(DELETION_STATUSES, { error: DeletionMessages.badStatus }).default('pending'),
  page: pageParam(),
  pageSize: z.enum(PAGE_SIZES, { error: AdminMessages.badPageSize }).default('10'),
});
export type AdminDeletionQuery = z.infer<typeof AdminDeletionQuery>;

export const AdminDeletionRequest = z.object({
  id: bigRowId(),
  accountDBID: rowId(),
  userName: z.string(),
  status: z.enum(DELETION_STATUSES),
  reason: z.string().nullable(),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
  note: z.string().nullable(),
});
export type AdminDeletionRequest = z.infer<typeof AdminDeletionRequest>;
export const AdminDeletionList = z.object({ requests: z.array(AdminDeletionRequest), total: count() });
export type AdminDeletionList = z.infer<typeof AdminDeletionList>;

const REQUEST_ID = DeletionMessages.badRequestId;
/** A deletion request's id in the path. */
export const DeletionIdParams = z.object({
  id: z.coerce
    .number({ error: REQUEST_ID })
    .int(REQUEST_ID)
    .positive(REQUEST_ID)
    .max(MAX_SAFE_INT, REQUEST_ID),
});

/** POST /api/admin/deletionRequests/{id}/decline body: why, told to the player. */
export const DeclineDeletionBody = z.object({
  note: z
    .string()
    .trim()
    .min(1, DeletionMessages.noteRequired)
    .max(DELETION_REASON_MAX, DeletionMessages.noteTooLong),
});
