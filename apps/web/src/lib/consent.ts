import { useSyncExternalStore } from 'react';
import { localStore, markRoot } from './browser.ts';

/** The local-storage key of the visitor's privacy choice. */
export const CONSENT_STORAGE_KEY = 'consent';

/** The visitor's privacy choice: essential storage only, or everything the privacy policy lists. */
export type Consent = 'all' | 'essential';

/** The stored choice, or null when the visitor has not chosen (or storage is unavailable). */
export function readConsent(storage: Storage = localStore()): Consent | null {
  try {
    const value = storage.getItem(CONSENT_STORAGE_KEY);
    return value === 'all' || value === 'essential' ? value : null;
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();
// Without storage the choice holds for this page only.
let chosenHere: Consent | null = null;
// The visitor asked to choose again ('Cookie settings' in the footer): the banner shows until a new choice.
let isReopened = false;
const notify = () => {
  for (const listener of listeners) listener();
};

/** Remembers the choice; without storage it holds for this page only. */
export function saveConsent(consent: Consent, storage: Storage = localStore()): void {
  try {
    storage.setItem(CONSENT_STORAGE_KEY, consent);
  } catch {
    // Storage disabled: the banner asks again on the next visit.
    chosenHere = consent;
  }
  isReopened = false;
  markRoot('consent', true);
  notify();
}

/** Shows the banner again so the visitor can change the choice; the stored one holds until a new one is made. */
export function reopenConsent(): void {
  isReopened = true;
  markRoot('consent', false);
  notify();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const current = () => (isReopened ? null : (readConsent() ?? chosenHere));
// The server renders the banner for everyone; a visitor who already chose never sees it (global.css hides it).
const notChosen = () => null;

/** The current choice (null while the banner asks), a setter that remembers it, and whether the visitor reopened it. */
export function useConsent() {
  const consent = useSyncExternalStore(subscribe, current, notChosen);
  return { consent, choose: saveConsent, reopen: reopenConsent, isReopened: consent === null && isReopened };
}
