import type { DeletionMessages } from '../../account-deletion.ts';
import { DELETION_REASON_MAX, MAX_SAFE_INT } from '../../limits.ts';
import type { Translation } from '../text.ts';

export const ptBRDeletion = {
  reasonTooLong: `O motivo pode ter no máximo ${DELETION_REASON_MAX} caracteres.`,
  badStatus: 'O status deve ser pending, confirmed, declined ou cancelled.',
  badRequestId: `O ID da solicitação deve ser um número inteiro de 1 a ${MAX_SAFE_INT}.`,
  noteRequired: 'Explique por que a solicitação foi recusada: o jogador verá a mensagem.',
  noteTooLong: `A observação pode ter no máximo ${DELETION_REASON_MAX} caracteres.`,
} satisfies Translation<typeof DeletionMessages>;
