import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers.ts';
import { seedTwitchRewards } from './twitch.seed.ts';

describe('demo Twitch rewards', () => {
  it('seeds a season of viewer and streamer rewards with PNG images, only into an empty table', async () => {
    const app = await createTestApp();
    expect(await seedTwitchRewards(app.platform)).toBe('4 viewer and 3 streamer Twitch rewards');
    expect(await seedTwitchRewards(app.platform)).toBeUndefined();
    const { rewards } = await app.modules.twitch.admin.list();
    expect(rewards).toHaveLength(7);
    expect(new Set(rewards.map((reward) => reward.season))).toEqual(new Set([1]));
    for (const reward of rewards) {
      const image = await app.inject(String(reward.imageUrl));
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
    }
  });
});
