import type { AuthMessages } from '../../auth.ts';
import type { Translation } from '../text.ts';

export const ptBRAuth = {
  identifierRequired: 'Digite seu nome de usuário ou e-mail.',
  passwordRequired: 'Digite sua senha.',
} satisfies Translation<typeof AuthMessages>;
