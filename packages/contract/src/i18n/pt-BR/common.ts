import type { CommonMessages } from '../../messages.ts';
import type { Translation } from '../text.ts';

export const ptBRCommon = {
  confirmPassword: 'Digite sua senha atual para confirmar.',
  passwordTooLong: 'A senha pode ter no máximo 1024 caracteres.',
  titleRequired: 'O título é obrigatório.',
} satisfies Translation<typeof CommonMessages>;
