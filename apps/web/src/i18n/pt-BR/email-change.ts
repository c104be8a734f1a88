import type { enEmailChange } from '../en/email-change.ts';
import type { Translation } from '../translation.ts';

/** The Brazilian Portuguese words of the email-change page (see en/email-change.ts). */
export const ptBREmailChange = {
  auth: {
    emailChange: {
      title: 'Confirme seu novo endereço de e-mail',
      lead: 'Clique no botão para que o endereço que recebeu este link passe a ser o e-mail da sua conta.',
      submit: 'Confirmar troca de e-mail',
      changing: 'Confirmando...',
      failed: 'Não foi possível trocar seu e-mail agora. Tente novamente.',
      nextGuest: 'Entre com seu nome de usuário ou com o novo endereço.',
      nextUser: 'Seu perfil mostra o novo endereço.',
      newLink: 'Precisa de um novo link? Peça a troca de novo no seu perfil.',
    },
  },
} as const satisfies Translation<typeof enEmailChange>;
