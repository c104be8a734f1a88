import type { Translation } from '@agaia/contract';
import type { MailsText } from '../en/mails.ts';

export const ptBRMails = {} satisfies Translation<typeof MailsText>;
