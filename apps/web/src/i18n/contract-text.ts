import { flattenCatalog } from '@agaia/contract/plain';
import { i18n } from './i18n.ts';
import { DEFAULT_LANGUAGE } from './languages.ts';

// The contract's sentences by their English words → their catalog key under `contract.`, made from the English
// groups another language brings with it (catalogs.ts loads `en/contract.ts` beside `<language>/contract.ts`).
let index: { groups: unknown; keyOf: Map<string, string> } | undefined;

function keyOf(message: string): string | undefined {
  const groups = i18n.getResource(DEFAULT_LANGUAGE, 'translation', 'contract') as
    | Record<string, Record<string, string>>
    | undefined;
  if (!groups) return undefined;
  if (index?.groups !== groups) {
    const keys = new Map<string, string>();
    for (const [key, text] of flattenCatalog(groups)) if (!keys.has(text)) keys.set(text, `contract.${key}`);
    index = { groups, keyOf: keys };
  }
  return index.keyOf.get(message);
}

/**
 * A sentence of the contract in the page's language: what a schema refused with (`Messages.invalidEmail`), shown in
 * Portuguese on a Portuguese page. Any other text (the server's answers arrive translated already) is returned as is,
 * and so is every text on an English page.
 */
export function localizeText(message: string): string {
  if (i18n.language === DEFAULT_LANGUAGE) return message;
  const key = keyOf(message);
  return key === undefined ? message : i18n.t(key, { defaultValue: message });
}
