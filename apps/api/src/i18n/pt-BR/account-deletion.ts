import type { Translation } from '@agaia/contract';
import type { AccountDeletionText } from '../en/account-deletion.ts';

export const ptBRAccountDeletion = {} satisfies Translation<typeof AccountDeletionText>;
