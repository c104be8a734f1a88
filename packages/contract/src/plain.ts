/**
 * `@agaia/contract/plain`: the part of the contract that is plain values and functions, no schema. The web's start
 * code (what a page runs before it is interactive) imports from here: the package's main entry reaches every schema
 * module, and the bundler puts a module that code reaches, and everything other chunks use of it, in the start
 * bundle (apps/web's bundle budget test refuses zod there). Everything here is also in the main entry.
 */
export * from './i18n/text.ts';
export * from './languages.ts';
export * from './limits.ts';
export * from './permissions.ts';
