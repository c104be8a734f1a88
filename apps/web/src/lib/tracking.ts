import type { ReferralRecord } from '@agaia/contract';
import { useEffect } from 'react';
import { api } from './api.ts';

/**
 * The local-storage key of the referral record saved on a tracked visit (docs/product.md §2.6). Here, not in
 * referral.ts, which reads the record with the contract's schema: this module is in every page's start code, and zod
 * is not.
 */
export const REFERRAL_STORAGE_KEY = 'initialReferral';

/** The local-storage key of the anonymous viewer id (docs/product.md §2.6). */
export const VIEWER_ID_STORAGE_KEY = 'anonymousViewerId';

/** Where a referral hit is sent (docs/product.md §2.6). */
const REFERRAL_HIT_PATH = '/v1/tracking/referral-hit';

const UTM_FIELDS = [
  ['source', 'utm_source'],
  ['medium', 'utm_medium'],
  ['campaign', 'utm_campaign'],
  ['content', 'utm_content'],
  ['term', 'utm_term'],
] as const;

/** A fresh anonymous viewer id: 'vid-' + the time in milliseconds + '-' + a random base-36 string. */
export function createViewerId(now: number = Date.now()): string {
  const random = Math.random().toString(36).slice(2, 12).padEnd(10, '0');
  return `vid-${now}-${random}`;
}

/** The stored anonymous viewer id, created and stored on first use. Works (unstored) without local storage. */
function viewerId(storage: Storage = window.localStorage): string {
  try {
    const stored = storage.getItem(VIEWER_ID_STORAGE_KEY);
    if (stored) return stored;
  } catch {
    return createViewerId();
  }
  const created = createViewerId();
  try {
    storage.setItem(VIEWER_ID_STORAGE_KEY, created);
  } catch {
    // Storage can be full or disabled; the id then lives for this page only.
  }
  return created;
}

/** True when the URL is a tracked referral: utm_source=youtube and a non-empty utm_content (docs/product.md §2.6). */
function isTrackedReferral(params: URLSearchParams): boolean {
  return params.get('utm_source') === 'youtube' && (params.get('utm_content') ?? '') !== '';
}

/** The referral record of a tracked URL, with only the UTM fields present; null when the URL is not tracked. */
export function buildReferral(
  href: string,
  { storage = window.localStorage, now = new Date() }: { storage?: Storage; now?: Date } = {},
): ReferralRecord | null {
  const params = new URL(href).searchParams;
  if (!isTrackedReferral(params)) return null;
  const record: ReferralRecord = {
    viewerId: viewerId(storage),
    landingUrl: href,
    timestamp: now.toISOString(),
  };
  for (const [field, param] of UTM_FIELDS) {
    const value = params.get(param);
    if (value !== null && value !== '') record[field] = value;
  }
  return record;
}

/**
 * Records a tracked referral: saves it as initialReferral and POSTs it. Answers whether a hit was sent.
 * A failure is only logged as a warning (docs/product.md §2.6); only `ok` of the answer is read.
 */
export async function trackReferral(
  href: string = window.location.href,
  storage: Storage = window.localStorage,
): Promise<boolean> {
  const record = buildReferral(href, { storage });
  if (!record) return false;
  try {
    storage.setItem(REFERRAL_STORAGE_KEY, JSON.stringify(record));
  } catch {
    // Without storage the hit is still counted; registration just carries no attribution.
  }
  try {
    const answer = await api.post(REFERRAL_HIT_PATH, { body: record, authRedirect: false });
    const isOk = typeof answer === 'object' && answer !== null && 'ok' in answer && answer.ok === true;
    if (!isOk) console.warn('The referral hit was not accepted.', answer);
  } catch (error) {
    console.warn('Could not record the referral hit.', error);
  }
  return true;
}

let hasTrackedThisLoad = false;

/** Sends the referral hit of this page load at most once, StrictMode's double effects included. */
export function trackReferralOnce(href?: string): void {
  if (hasTrackedThisLoad) return;
  hasTrackedThisLoad = true;
  void trackReferral(href);
}

/** Tests only: forgets that this page load was tracked. */
export function resetReferralTrackingForTests(): void {
  hasTrackedThisLoad = false;
}

/** Runs the referral tracking once per page load; mount it at the app root. */
export function useReferralTracking(): void {
  useEffect(() => trackReferralOnce(), []);
}
