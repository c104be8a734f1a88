import { DEFAULT_LANGUAGE, type LanguageCode } from '../languages.ts';

/**
 * The shape another language's catalog must have for an English one: the same keys, every message a string of its
 * own wording. `export const ptBRGame = { … } satisfies Translation<typeof GameMessages>;` refuses a missing or extra
 * key. The web's catalogs and the server's use the same type.
 */
export type Translation<T> = { readonly [K in keyof T]: T[K] extends string ? string : Translation<T[K]> } & {
  readonly [K in PluralForms<keyof T>]?: string;
};

/**
 * The plural forms a language may have beyond English's `_one` and `_other` (CLDR: Portuguese counts 0 as `one`, so
 * it says "0 jogadores" with a `_zero`; other languages need `_two`, `_few`, `_many`): allowed beside any `_one` key.
 */
type PluralForms<K> = K extends `${infer Base}_one` ? `${Base}_${'zero' | 'two' | 'few' | 'many'}` : never;

/** Whether a key is such an extra plural form of a key the English catalog has (`x_zero` beside `x_one`). */
export function isPluralForm(key: string, englishKeys: ReadonlySet<string>): boolean {
  const match = /^(.*)_(zero|two|few|many)$/.exec(key);
  return match !== null && englishKeys.has(`${match[1]}_one`);
}

/** The values a message's `{{placeholders}}` are filled with. */
export type TextParams = Readonly<Record<string, string | number>>;

/** A catalog message with the values of its placeholders: translated where it is shown, filled then. */
export interface LocalText {
  readonly template: string;
  readonly params: TextParams;
}

/** A message of a catalog whose `{{placeholders}}` are filled at the last moment, in the reader's language. */
export const text = (template: string, params: TextParams): LocalText => ({ template, params });

/** Fills `{{name}}` with `params.name`; a placeholder without a value stays as it is. */
export function fillTemplate(template: string, params: TextParams = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/** Groups of messages: `{ messages: Messages, game: GameMessages, … }`, each a flat object of English sentences. */
export type TextCatalog = { readonly [group: string]: { readonly [key: string]: string } };

/** Every message of a catalog (groups of sentences, any language) by its `group.key`. */
export function flattenCatalog(catalog: object): Map<string, string> {
  const found = new Map<string, string>();
  for (const [group, messages] of Object.entries(catalog))
    for (const [key, message] of Object.entries(messages as Record<string, unknown>))
      if (typeof message === 'string') found.set(`${group}.${key}`, message);
  return found;
}

/**
 * Translates the sentences a side writes in English: a sentence of the English catalog (found by its words, since
 * services throw the catalog's constants) becomes the same key of the reader's catalog, placeholders filled. A
 * sentence no catalog holds is returned as it is (filled): the tests keep every message the server answers in one.
 */
export function createLocalizer<C extends TextCatalog>(
  catalogs: Readonly<Record<LanguageCode, Translation<C>>>,
) {
  const english = flattenCatalog(catalogs[DEFAULT_LANGUAGE]);
  const keyOf = new Map<string, string>();
  for (const [key, message] of english) if (!keyOf.has(message)) keyOf.set(message, key);
  const flat = new Map<LanguageCode, Map<string, string>>();
  for (const code of Object.keys(catalogs) as LanguageCode[]) flat.set(code, flattenCatalog(catalogs[code]));

  return {
    /** The key of an English sentence, if a catalog holds it. */
    keyOf: (message: string): string | undefined => keyOf.get(message),
    /** The message in `language`: a catalog's translation when there is one, else the words as given. */
    localize(language: LanguageCode, message: string | LocalText): string {
      const template = typeof message === 'string' ? message : message.template;
      const params = typeof message === 'string' ? undefined : message.params;
      const key = keyOf.get(template);
      const translated = key === undefined ? undefined : flat.get(language)?.get(key);
      return fillTemplate(translated ?? template, params);
    },
  };
}
