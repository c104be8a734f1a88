import type { LanguageCode } from '../languages.ts';
import { type ContractText, enContractText } from './en.ts';
import { ptBRContractText } from './pt-BR/index.ts';
import type { Translation } from './text.ts';

export * from './en.ts';
export * from './text.ts';

/**
 * The contract's messages in every language: a language of `LANGUAGES` is missing here until its folder exists. The
 * server translates with it; the web loads a language's part with that language's catalogs (`pt-BR/contract.ts`).
 */
export const contractTexts: Readonly<Record<LanguageCode, Translation<ContractText>>> = {
  en: enContractText,
  'pt-BR': ptBRContractText,
};
export { ptBRContractText };
