import { MAX_SAFE_INT } from '../../limits.ts';
import type { MailMessages } from '../../mail.ts';
import type { Translation } from '../text.ts';

export const ptBRMail = {
  badStatus: 'O status deve ser pending, sent ou failed.',
  badPageSize: 'pageSize deve ser 10, 50 ou 100.',
  badMailId: `O ID do e-mail deve ser um número inteiro de 1 a ${MAX_SAFE_INT}.`,
} satisfies Translation<typeof MailMessages>;
