import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bodiesSent, stubFetch } from '../test/fetch-stub.ts';
import { readReferral } from './referral.ts';
import {
  buildReferral,
  createViewerId,
  resetReferralTrackingForTests,
  trackReferral,
  trackReferralOnce,
  VIEWER_ID_STORAGE_KEY,
} from './tracking.ts';

const HIT = 'POST /api/v1/tracking/referral-hit';
const TRACKED =
  'https://agaia.example/?utm_source=youtube&utm_content=abc&utm_medium=video&utm_campaign=launch';

describe('referral tracking', () => {
  beforeEach(() => resetReferralTrackingForTests());
  afterEach(() => resetReferralTrackingForTests());

  it('sends one hit with the record of a YouTube link and saves it as initialReferral', async () => {
    const fetchMock = stubFetch({ [HIT]: { json: { ok: true } } });
    expect(await trackReferral(TRACKED)).toBe(true);
    const [body] = bodiesSent(fetchMock, HIT);
    expect(body).toEqual({
      viewerId: expect.stringMatching(/^vid-\d+-[a-z0-9]+$/),
      landingUrl: TRACKED,
      timestamp: expect.any(String),
      source: 'youtube',
      medium: 'video',
      campaign: 'launch',
      content: 'abc',
    });
    const record = body as { timestamp: string; viewerId: string };
    expect(new Date(record.timestamp).toISOString()).toBe(record.timestamp);
    expect(readReferral()).toEqual(body);
    expect(window.localStorage.getItem(VIEWER_ID_STORAGE_KEY)).toBe(record.viewerId);
  });

  it.each([
    ['no UTM parameters', 'https://agaia.example/'],
    ['another source', 'https://agaia.example/?utm_source=twitch&utm_content=abc'],
    ['an empty utm_content', 'https://agaia.example/?utm_source=youtube&utm_content='],
    ['no utm_content', 'https://agaia.example/?utm_source=youtube&utm_campaign=x'],
  ])('sends nothing and saves nothing with %s', async (_, href) => {
    const fetchMock = stubFetch();
    expect(await trackReferral(href)).toBe(false);
    expect(bodiesSent(fetchMock, HIT)).toHaveLength(0);
    expect(readReferral()).toBeNull();
  });

  it('reuses the stored viewer id and keeps only the parameters present', () => {
    window.localStorage.setItem(VIEWER_ID_STORAGE_KEY, 'vid-1700000000000-keepme');
    const record = buildReferral(
      'https://agaia.example/home?utm_source=youtube&utm_content=v1&utm_term=tera',
    );
    expect(record).toEqual({
      viewerId: 'vid-1700000000000-keepme',
      landingUrl: 'https://agaia.example/home?utm_source=youtube&utm_content=v1&utm_term=tera',
      timestamp: expect.any(String),
      source: 'youtube',
      content: 'v1',
      term: 'tera',
    });
  });

  it('creates ids of the form vid-<time>-<random>, different each time', () => {
    const first = createViewerId(1_750_000_000_000);
    expect(first).toMatch(/^vid-1750000000000-[a-z0-9]{6,}$/);
    expect(createViewerId()).not.toBe(createViewerId());
  });

  it('only warns when the server refuses the hit, and keeps the record', async () => {
    stubFetch({ [HIT]: { status: 429, json: { message: 'Too many requests.' } } });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await trackReferral(TRACKED)).toBe(true);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(readReferral()?.content).toBe('abc');
  });

  it('only warns when the answer is not ok', async () => {
    stubFetch({ [HIT]: { json: { ok: false } } });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await trackReferral(TRACKED);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('sends at most one hit per page load', async () => {
    const fetchMock = stubFetch({ [HIT]: { json: { ok: true } } });
    trackReferralOnce(TRACKED);
    trackReferralOnce(TRACKED);
    await vi.waitFor(() => expect(bodiesSent(fetchMock, HIT)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(bodiesSent(fetchMock, HIT)).toHaveLength(1);
  });
});
