import { describe, expect, it } from 'vitest';
import { CONSENT_STORAGE_KEY, readConsent, saveConsent } from './consent.ts';

describe('consent storage', () => {
  it('is unset until chosen, then remembers the choice', () => {
    expect(readConsent()).toBeNull();
    saveConsent('essential');
    expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('essential');
    expect(readConsent()).toBe('essential');
  });

  it('ignores an unknown stored value', () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, 'maybe');
    expect(readConsent()).toBeNull();
  });
});
