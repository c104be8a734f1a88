import type { UserMessages } from '../../user.ts';
import type { Translation } from '../text.ts';

export const ptBRUser = {
  emailRequired: 'Digite um endereço de e-mail.',
  confirmChange: 'Digite sua senha atual para confirmar esta alteração.',
} satisfies Translation<typeof UserMessages>;
