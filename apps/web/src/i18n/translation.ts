/**
 * The shape another language's file must have for an English one: the same keys, every message a string of its own
 * wording. `export const ptBRGame = { … } satisfies Translation<typeof enGame>;` refuses a missing or extra key.
 */
export type Translation<T> = { readonly [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };
