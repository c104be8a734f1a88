import type { Translation } from '@agaia/contract';
import type { AccountsText } from '../en/accounts.ts';

export const ptBRAccounts = {
  gameAccountTaken: 'Esta conta do jogo já pertence a outra conta do site.',
  userNameTooSimilar: 'Este nome de usuário é parecido demais com o nome de um membro da equipe.',
  banned: 'Esta conta está banida até {{until}} (UTC). Motivo: {{reason}}',
} satisfies Translation<typeof AccountsText>;
