import { useCallback, useState } from 'react';

/** The local-storage key of the visitor's privacy choice. */
export const CONSENT_STORAGE_KEY = 'consent';

/** The visitor's privacy choice: essential storage only, or everything the privacy policy lists. */
export type Consent = 'all' | 'essential';

/** The stored choice, or null when the visitor has not chosen (or storage is unavailable). */
export function readConsent(storage: Storage = window.localStorage): Consent | null {
  try {
    const value = storage.getItem(CONSENT_STORAGE_KEY);
    return value === 'all' || value === 'essential' ? value : null;
  } catch {
    return null;
  }
}

/** Remembers the choice; without storage it holds for this page only. */
export function saveConsent(consent: Consent, storage: Storage = window.localStorage): void {
  try {
    storage.setItem(CONSENT_STORAGE_KEY, consent);
  } catch {
    // Storage disabled: the banner asks again on the next visit.
  }
}

/** The current choice and a setter that remembers it. */
export function useConsent() {
  const [consent, setConsent] = useState<Consent | null>(() => readConsent());
  const choose = useCallback((value: Consent) => {
    saveConsent(value);
    setConsent(value);
  }, []);
  return { consent, choose };
}
