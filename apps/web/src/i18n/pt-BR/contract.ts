import { ptBRContractText } from '@agaia/contract';
import type { enContract } from '../en/contract.ts';
import type { Translation } from '../translation.ts';

export const ptBRContract = { contract: ptBRContractText } satisfies Translation<typeof enContract>;
