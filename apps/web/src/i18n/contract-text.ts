import { enContractText } from '@agaia/contract';
import { i18n } from './i18n.ts';

// The contract's sentences (its schemas' refusals, SPEC §5 and §8 messages) by their English words → their catalog
// key under `contract.` (en/main.ts holds the English groups, each language's main.ts their translations).
const keyOf = new Map<string, string>();
for (const [group, messages] of Object.entries(enContractText))
  for (const [key, message] of Object.entries(messages as Record<string, string>))
    if (!keyOf.has(message)) keyOf.set(message, `contract.${group}.${key}`);

/**
 * A sentence of the contract in the page's language: what a schema refused with (`Messages.invalidEmail`), shown in
 * Portuguese on a Portuguese page. Any other text (the server's answers arrive translated already) is returned as is.
 */
export function localizeText(message: string): string {
  const key = keyOf.get(message);
  return key === undefined ? message : i18n.t(key, { defaultValue: message });
}
