import type { Translation } from '@agaia/contract';
import type { AccountsText } from '../en/accounts.ts';

export const ptBRAccounts = {
  gameAccountTaken: 'Esta conta do jogo já pertence a outra conta do site.',
  banned: 'Esta conta está banida até {{until}} (UTC). Motivo: {{reason}}',
} satisfies Translation<typeof AccountsText>;
