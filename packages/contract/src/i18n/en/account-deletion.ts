import { DELETION_REASON_MAX, MAX_SAFE_INT } from '../../limits.ts';

/** The refusals of account deletion's schemas (`i18n/pt-BR/account-deletion.ts` translates them). */
export const DeletionMessages = {
  reasonTooLong: `The reason can be at most ${DELETION_REASON_MAX} characters.`,
  badStatus: 'Status must be pending, confirmed, declined or cancelled.',
  badRequestId: `Request ID must be a whole number from 1 to ${MAX_SAFE_INT}.`,
  noteRequired: 'Please say why the request is declined: the player sees it.',
  noteTooLong: `The note can be at most ${DELETION_REASON_MAX} characters.`,
} as const;
