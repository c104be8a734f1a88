import type { Translation } from '@agaia/contract';
import type { AccountsText } from '../en/accounts.ts';

export const ptBRAccounts = {} satisfies Translation<typeof AccountsText>;
