import { TwitchMessages } from '@agaia/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  buildPlayer,
  buildReward,
  createTwitchTestApp,
  linkTwitch,
  setTime,
} from '../../../test/builders/twitch.ts';
import { createTestClock } from '../../../test/helpers.ts';
import { deliveries, twitchClaims } from '../../db/schema/index.ts';
import { localize } from '../../i18n/index.ts';

const clock = createTestClock(new Date('2026-04-01T12:00:00Z'));
const { app, fake } = await createTwitchTestApp({ clock });
const db = app.platform.db;

let nextTwitchId = 80_000;
async function linkedPlayer() {
  const player = await buildPlayer(app);
  const twitchId = String(nextTwitchId++);
  await linkTwitch(app, fake, player.headers, { id: twitchId });
  return { ...player, twitchId };
}

const claim = (headers: Record<string, string>, rewardId: unknown, kind: 'viewer' | 'streamer' = 'viewer') =>
  app.inject({
    method: 'POST',
    url: `/api/user/twitch/${kind === 'viewer' ? 'getviewerreward' : 'getstreamerreward'}`,
    headers,
    payload: { rewardId },
  });

const rewardsOf = async (headers: Record<string, string>, kind: 'watchrewards' | 'streamrewards') =>
  (await app.inject({ method: 'GET', url: `/api/user/twitch/${kind}`, headers })).json().rewards as {
    rewardId: number;
    isClaimed: boolean;
  }[];

const deliveriesOf = (accountDBID: number) =>
  db.select().from(deliveries).where(eq(deliveries.accountDBID, accountDBID));

describe('player Twitch endpoints', () => {
  it('need a session', async () => {
    for (const url of ['watchtime', 'streamtime', 'watchrewards', 'streamrewards'])
      expect((await app.inject({ method: 'GET', url: `/api/user/twitch/${url}` })).statusCode).toBe(401);
    expect((await claim({}, 1)).statusCode).toBe(401);
  });

  it('answer 0 minutes and unclaimed rewards for a player who never linked', async () => {
    const { headers } = await buildPlayer(app);
    const reward = await buildReward(app, { type: 'streamer', title: 'Streamer crate' });
    expect((await app.inject({ method: 'GET', url: '/api/user/twitch/watchtime', headers })).json()).toEqual({
      watchTime: 0,
    });
    expect((await app.inject({ method: 'GET', url: '/api/user/twitch/streamtime', headers })).json()).toEqual(
      {
        streamTime: 0,
      },
    );
    const streamRewards = await rewardsOf(headers, 'streamrewards');
    expect(streamRewards).toContainEqual(expect.objectContaining({ rewardId: reward.id, isClaimed: false }));
    expect((await rewardsOf(headers, 'watchrewards')).map((r) => r.rewardId)).not.toContain(reward.id);
    const refused = await claim(headers, reward.id, 'streamer');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Link your Twitch account on your profile to claim rewards.');
  });
});

describe('claiming a reward', () => {
  it('validates the body and answers 404 for a reward that does not exist or is of the other kind', async () => {
    const player = await linkedPlayer();
    const badBody = await claim(player.headers, 'one');
    expect(badBody.statusCode).toBe(400);
    expect(badBody.json().message).toBe('Choose a reward.');
    expect((await claim(player.headers, 999_999)).statusCode).toBe(404);
    const streamerReward = await buildReward(app, { type: 'streamer' });
    await setTime(app, player.account.accountDBID, { watch: 10_000 * 60 });
    const wrongKind = await claim(player.headers, streamerReward.id, 'viewer');
    expect(wrongKind.statusCode).toBe(404);
    expect(wrongKind.json().message).toBe('Reward not found.');
  });

  it('grants at exactly requiredMinutes, not a second before, and only once', async () => {
    const player = await linkedPlayer();
    const reward = await buildReward(app, { requiredMinutes: 3, itemId: 7007, itemQuantity: 5 });
    await setTime(app, player.account.accountDBID, { watch: 179, stream: 10_000 });
    const early = await claim(player.headers, reward.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Nothing available to claim yet');

    await setTime(app, player.account.accountDBID, { watch: 180 });
    const granted = await claim(player.headers, reward.id);
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toEqual({ message: 'Reward claimed!' });
    expect(await deliveriesOf(player.account.accountDBID)).toEqual([
      expect.objectContaining({
        itemId: 7007,
        quantity: 5,
        source: 'reward',
        sourceId: `${player.account.accountDBID}:${reward.id}`,
        status: 'pending',
      }),
    ]);
    expect(await rewardsOf(player.headers, 'watchrewards')).toContainEqual(
      expect.objectContaining({ rewardId: reward.id, isClaimed: true }),
    );

    const again = await claim(player.headers, reward.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Reward already claimed.');
    expect(await deliveriesOf(player.account.accountDBID)).toHaveLength(1);
  });

  it('claims streamer rewards from stream time', async () => {
    const player = await linkedPlayer();
    const reward = await buildReward(app, { type: 'streamer', requiredMinutes: 30 });
    await setTime(app, player.account.accountDBID, { watch: 10_000, stream: 29 * 60 });
    expect((await claim(player.headers, reward.id, 'streamer')).statusCode).toBe(409);
    await setTime(app, player.account.accountDBID, { stream: 30 * 60 });
    expect((await claim(player.headers, reward.id, 'streamer')).json()).toEqual({
      message: 'Reward claimed!',
    });
  });

  it('does not let the same Twitch account claim again through another site account', async () => {
    const first = await linkedPlayer();
    const reward = await buildReward(app, { requiredMinutes: 1 });
    await setTime(app, first.account.accountDBID, { watch: 60 });
    expect((await claim(first.headers, reward.id)).statusCode).toBe(200);
    await app.inject({ method: 'DELETE', url: '/api/auth/twitch/link', headers: first.headers });

    const second = await buildPlayer(app);
    await linkTwitch(app, fake, second.headers, { id: first.twitchId });
    await setTime(app, second.account.accountDBID, { watch: 600 });
    expect(await rewardsOf(second.headers, 'watchrewards')).toContainEqual(
      expect.objectContaining({ rewardId: reward.id, isClaimed: true }),
    );
    const refused = await claim(second.headers, reward.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Reward already claimed.');
    expect(await deliveriesOf(second.account.accountDBID)).toHaveLength(0);
  });

  it('grants exactly once when 50 claims of one reward arrive at the same time', async () => {
    const player = await linkedPlayer();
    const reward = await buildReward(app, { requiredMinutes: 1 });
    await setTime(app, player.account.accountDBID, { watch: 60 });
    const answers = await Promise.all(Array.from({ length: 50 }, () => claim(player.headers, reward.id)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    expect(
      await db
        .select()
        .from(twitchClaims)
        .where(
          and(eq(twitchClaims.rewardId, reward.id), eq(twitchClaims.accountDBID, player.account.accountDBID)),
        ),
    ).toHaveLength(1);
    expect(await deliveriesOf(player.account.accountDBID)).toHaveLength(1);
  });
});

describe("claiming in the reader's language", () => {
  /** The contract's sentence in Portuguese, checked to be a translation and not the English words. */
  const portuguese = (message: string) => {
    const translated = localize('pt-BR', message);
    expect(translated).not.toBe(message);
    return translated;
  };

  it('refuses a reward not yet earned, and grants one, in Portuguese; in English without the header', async () => {
    const player = await linkedPlayer();
    const reward = await buildReward(app, { requiredMinutes: 3 });
    await setTime(app, player.account.accountDBID, { watch: 60 });
    const pt = { ...player.headers, 'accept-language': 'pt-BR' };
    const early = await claim(pt, reward.id);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      message: portuguese(TwitchMessages.nothingToClaim),
      code: 'NOT_ENOUGH_TIME',
    });
    expect((await claim(player.headers, reward.id)).json().message).toBe(TwitchMessages.nothingToClaim);
    await setTime(app, player.account.accountDBID, { watch: 180 });
    expect((await claim(pt, reward.id)).json()).toEqual({
      message: portuguese(TwitchMessages.rewardClaimed),
    });
  });
});
