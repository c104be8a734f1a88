import { i18n } from './i18n.ts';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_PARAM,
  LANGUAGE_STORAGE_KEY,
  type LanguageCode,
  matchLanguage,
} from './languages.ts';

// Every other language's catalog files (`./pt-BR/profile.ts` …), each its own chunk, loaded when first needed.
const files = import.meta.glob<Record<string, object>>(['./*/*.ts', '!./en/*.ts', '!./**/*.test.ts']);

/**
 * The catalog parts this page has: `main` (the start bundle's), `contract` (the contract's sentences, which an English
 * page shows as written: only another language loads them, with their English for finding them) and those of the lazy
 * chunks loaded so far.
 */
const parts = new Set<string>(['main', 'contract']);
const englishContract = () => import('./en/contract.ts');
const loaded = new Set<string>();

/** Adds a language's file of a part to the catalog (once); the default language's parts come with their chunks. */
async function loadPart(language: LanguageCode, part: string): Promise<void> {
  const key = `./${language}/${part}.ts`;
  if (language === DEFAULT_LANGUAGE || loaded.has(key)) return;
  const load = files[key];
  if (!load) return;
  // Each catalog file exports one object: its messages.
  const [messages, english] = await Promise.all([
    load().then((module) => Object.values(module)[0]),
    part === 'contract' ? englishContract().then((module) => module.enContract) : undefined,
  ]);
  if (english) i18n.addResourceBundle(DEFAULT_LANGUAGE, 'translation', structuredClone(english), true, false);
  if (messages) i18n.addResourceBundle(language, 'translation', structuredClone(messages), true, false);
  loaded.add(key);
}

/**
 * A language's file already at hand (the page renderer bundles every one): added to the catalog and counted as
 * loaded, so no component waits for it.
 */
export function addLoadedFile(language: LanguageCode, part: string, messages: object): void {
  i18n.addResourceBundle(language, 'translation', structuredClone(messages), true, false);
  loaded.add(`./${language}/${part}.ts`);
}

/**
 * A part's messages being ready, as React's `use` reads a promise: settled ones carry `status: 'fulfilled'`, so a
 * component already able to render does not suspend.
 */
export type MessagesReady = Promise<void>;

const settled = (): MessagesReady =>
  Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });

/** Marks the promise settled once it is, for `use`. */
function tracked(promise: Promise<unknown>): MessagesReady {
  const ready = Object.assign(
    promise.then(() => {
      Object.assign(ready, { status: 'fulfilled', value: undefined });
    }),
    { status: 'pending' },
  );
  return ready;
}

/**
 * A lazy chunk's messages: its English ones at once, and the current language's file of the same name. The chunk's
 * components call `use()` on the answer, so they render (or suspend) once those are here: no English flashes first.
 * (Not awaited at the module's top level: a top-level await makes the bundler split the shared code into many small
 * chunks, about 5 KB more on every public page.)
 */
export function registerMessages(part: string, english: object): MessagesReady {
  i18n.addResourceBundle(DEFAULT_LANGUAGE, 'translation', structuredClone(english), true, false);
  parts.add(part);
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const key = `./${language}/${part}.ts`;
  if (language === DEFAULT_LANGUAGE || loaded.has(key) || !files[key]) return settled();
  return tracked(loadPart(language, part));
}

/** Several parts' readiness as one, settled at once when every part is. */
export function allMessages(readies: MessagesReady[]): MessagesReady {
  if (readies.every((ready) => (ready as { status?: string }).status === 'fulfilled')) return settled();
  return tracked(Promise.all(readies));
}

/**
 * Puts the page in a language: its files of every part here first, then the language and `<html lang>`; `remember`
 * keeps the choice in this browser (a choice made in the switcher, not the browser's own preference).
 */
export async function switchLanguage(
  language: LanguageCode,
  options: { remember?: boolean } = {},
): Promise<void> {
  await Promise.all([...parts].map((part) => loadPart(language, part)));
  await i18n.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  if (!options.remember) return;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage refused (private mode): the choice lasts this page.
  }
  rememberForServer(language);
  // A link's `?lang=` no longer says what this page is in: a reload shows the choice.
  const url = new URL(window.location.href);
  if (url.searchParams.has(LANGUAGE_PARAM)) {
    url.searchParams.delete(LANGUAGE_PARAM);
    window.history.replaceState(window.history.state, '', url);
  }
}

/** The choice in a cookie too, so the server renders the public pages in it (a year; the site's own, never sent away). */
export function rememberForServer(language: LanguageCode): void {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the site serves (Safari before 18.4).
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

/** The language a link asks for (`?lang=pt-BR`), if any. */
function linkLanguage(): LanguageCode | undefined {
  if (typeof window === 'undefined') return undefined;
  const asked = new URLSearchParams(window.location.search).get(LANGUAGE_PARAM);
  return isLanguage(asked) ? asked : undefined;
}

/** The language chosen in this browser's switcher, if any. */
export function chosenLanguage(): LanguageCode | undefined {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The language a visit starts in, as the server chose it for the page it rendered: the one a link asks for, else the
 * one chosen before on this browser, else the browser's own preference.
 */
export function initialLanguage(): LanguageCode {
  return (
    linkLanguage() ??
    chosenLanguage() ??
    matchLanguage(typeof navigator === 'undefined' ? [] : navigator.languages)
  );
}

/**
 * In a component of a lazy chunk: renders once its messages are here (suspends until then, inside the page's
 * Suspense). Already loaded, as always in English, it does nothing (React's `use` would mark every render as async).
 */
export function useMessages(ready: MessagesReady): void {
  if ((ready as { status?: string }).status !== 'fulfilled') throw ready;
}
