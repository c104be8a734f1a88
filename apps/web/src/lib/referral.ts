import { ReferralRecord } from '@agaia/contract';
import { REFERRAL_STORAGE_KEY } from './tracking.ts';

export { REFERRAL_STORAGE_KEY };

/**
 * The stored referral record, or null when there is none or it does not parse; an unreadable value is only
 * logged as a warning (docs/product.md §2.2: attribution is then sent as null).
 */
export function readReferral(storage: Storage = window.localStorage): ReferralRecord | null {
  let raw: string | null = null;
  try {
    raw = storage.getItem(REFERRAL_STORAGE_KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const parsed = ReferralRecord.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
    console.warn('Ignoring an invalid stored referral record.', parsed.error.issues);
  } catch (error) {
    console.warn('Ignoring a stored referral record that is not JSON.', error);
  }
  return null;
}

/** Removes the stored referral record: it is sent with one registration attempt only (docs/product.md §2.2). */
export function clearReferral(storage: Storage = window.localStorage): void {
  try {
    storage.removeItem(REFERRAL_STORAGE_KEY);
  } catch {
    // Storage can be unavailable; there is then nothing to remove.
  }
}
