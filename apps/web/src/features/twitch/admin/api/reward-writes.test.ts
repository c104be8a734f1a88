import { describe, expect, it } from 'vitest';
import { buildAdminReward, isInvalidated, renderAdminHook } from '../../../../test/admin-builders.ts';
import { stubFetch } from '../../../../test/fetch-stub.ts';
import { twitchKeys } from '../../api/keys.ts';
import { useDeleteReward } from './delete-reward.ts';
import { adminRewardsKey } from './keys.ts';
import { useSaveReward } from './save-reward.ts';

const playerLists = [twitchKeys.rewards('viewer'), twitchKeys.rewards('streamer')];

describe('reward writes', () => {
  it("a save marks the players' reward lists of both kinds stale, and the admin list", async () => {
    stubFetch({ 'POST /api/admin/twitch/rewards': { status: 201, json: buildAdminReward() } });
    const { client, result } = renderAdminHook(useSaveReward, [...playerLists, adminRewardsKey]);
    await result.current.mutateAsync({ body: new FormData() });
    for (const key of [...playerLists, adminRewardsKey]) expect(isInvalidated(client, key)).toBe(true);
  });

  it("a delete marks the players' reward lists stale", async () => {
    stubFetch({ 'DELETE /api/admin/twitch/rewards/7': { json: { message: 'Reward deleted.' } } });
    const { client, result } = renderAdminHook(useDeleteReward, playerLists);
    await result.current.mutateAsync(7);
    for (const key of playerLists) expect(isInvalidated(client, key)).toBe(true);
  });
});
