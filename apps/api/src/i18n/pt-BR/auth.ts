import type { Translation } from '@agaia/contract';
import type { AuthText } from '../en/auth.ts';

export const ptBRAuth = {} satisfies Translation<typeof AuthText>;
