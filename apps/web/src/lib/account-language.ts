import { isLanguage, type LanguageCode } from '@agaia/contract/plain';
import { chosenLanguage, switchLanguage } from '../i18n/catalogs.ts';
import { i18n } from '../i18n/i18n.ts';
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
