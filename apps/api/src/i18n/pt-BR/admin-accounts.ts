import type { Translation } from '@agaia/contract';
import type { AdminAccountsText } from '../en/admin-accounts.ts';

export const ptBRAdminAccounts = {} satisfies Translation<typeof AdminAccountsText>;
