import type { Translation } from '@agaia/contract';
import type { MailText } from '../en/mail.ts';

export const ptBRMail = {} satisfies Translation<typeof MailText>;
