import type { PasskeyMessages } from '../../passkeys.ts';
import type { Translation } from '../text.ts';

export const ptBRPasskey = {
  answerTooLarge: 'A resposta da chave de acesso é grande demais.',
  answerInvalid: 'A resposta da chave de acesso não é válida.',
  ceremonyExpired: 'O pedido da chave de acesso expirou: tente novamente.',
  nameRequired: 'Dê um nome à chave de acesso.',
  nameTooLong: 'O nome pode ter no máximo 64 caracteres.',
  notFound: 'Chave de acesso não encontrada.',
} satisfies Translation<typeof PasskeyMessages>;
