import { enContractText } from '@agaia/contract';

/**
 * The contract's sentences (its schemas' refusals and the messages both sides show, docs/product.md §1.5) under
 * `contract.`: an English page shows them as they are, so this file loads only beside another language's
 * (i18n/contract-text.ts finds them by their English words).
 */
export const enContract = { contract: enContractText } as const;
