import { isLanguage, type LanguageCode } from '@agaia/contract/plain';
import { chosenLanguage, switchLanguage } from '../i18n/catalogs.ts';
import { i18n } from '../i18n/i18n.ts';
import { EARLY_LANGUAGE_KEY, LANGUAGE_PARAM } from '../i18n/languages.ts';
import { api } from './api.ts';
import { session } from './session.ts';

/** Tells the server the account's language (its mails follow it); a failure changes nothing on the page. */
export function saveAccountLanguage(language: LanguageCode): void {
  if (!session.get()) return;
  void api.put('/user/language', { body: { language }, authRedirect: false }).catch(() => undefined);
}

/**
 * After a login: a language chosen in this browser wins and becomes the account's; without one, the page takes the
 * account's language (chosen on another device, or when registering).
 */
export function adoptAccountLanguage(response: unknown): void {
  const account = (response as { language?: unknown } | null)?.language;
  const chosen = chosenLanguage();
  if (chosen) {
    if (chosen !== account) saveAccountLanguage(chosen);
    return;
  }
  // Kept as this browser's choice too, so the next page (rendered by the server from the cookie) comes in it.
  if (isLanguage(account) && account !== i18n.language) void switchLanguage(account, { remember: true });
}

/**
 * A language chosen before the page's code ran: index.html's early script kept it and loaded the page with `?lang=`.
 * Once the code runs the choice is finished as a choice made in the app is: the account takes it when logged in (its
 * mails follow it), and the address loses the `?lang=` that only asked the server for the language.
 */
export function adoptEarlyLanguage(): void {
  let early: string | null;
  try {
    early = sessionStorage.getItem(EARLY_LANGUAGE_KEY);
    sessionStorage.removeItem(EARLY_LANGUAGE_KEY);
  } catch {
    return;
  }
  if (!isLanguage(early)) return;
  saveAccountLanguage(early);
  const url = new URL(window.location.href);
  if (url.searchParams.get(LANGUAGE_PARAM) !== early) return;
  url.searchParams.delete(LANGUAGE_PARAM);
  window.history.replaceState(window.history.state, '', url);
}
