import { describe, expect, it } from 'vitest';
import { formatMinutes } from '../../lib/format.ts';
import { buildTwitchReward } from '../../test/twitch-builders.ts';
import { filterRewards, progressMaxOf, progressPercent, rewardStateOf } from './rewards.ts';

const short = buildTwitchReward({ rewardId: 1, requiredMinutes: 30 });
const long = buildTwitchReward({ rewardId: 2, requiredMinutes: 120 });
const done = buildTwitchReward({ rewardId: 3, requiredMinutes: 10, isClaimed: true });

describe('Twitch reward rules (docs/product.md §9.4)', () => {
  it('shows time as {n} min under an hour, else {h}h {m}m', () => {
    expect(formatMinutes(0)).toBe('0 min');
    expect(formatMinutes(59)).toBe('59 min');
    expect(formatMinutes(60)).toBe('1h 0m');
    expect(formatMinutes(61)).toBe('1h 1m');
    expect(formatMinutes(1505)).toBe('25h 5m');
  });

  it('is Locked below requiredMinutes, Available from it, Claimed once claimed whatever the time', () => {
    expect(rewardStateOf(short, 29)).toBe('locked');
    expect(rewardStateOf(short, 30)).toBe('available');
    expect(rewardStateOf(short, 500)).toBe('available');
    expect(rewardStateOf(done, 0)).toBe('claimed');
  });

  it('filters All, Available, Locked and Claimed', () => {
    const rewards = [short, long, done];
    expect(filterRewards(rewards, 45, 'all')).toEqual(rewards);
    expect(filterRewards(rewards, 45, 'available')).toEqual([short]);
    expect(filterRewards(rewards, 45, 'locked')).toEqual([long]);
    expect(filterRewards(rewards, 45, 'claimed')).toEqual([done]);
  });

  it('measures the bar against the largest requiredMinutes, at least 1, capped at 100%', () => {
    expect(progressMaxOf([short, long])).toBe(120);
    expect(progressPercent(30, [short, long])).toBe(25);
    expect(progressPercent(500, [short, long])).toBe(100);
    expect(progressMaxOf([])).toBe(1);
    expect(progressPercent(0, [])).toBe(0);
    expect(progressPercent(5, [])).toBe(100);
    expect(progressMaxOf([buildTwitchReward({ requiredMinutes: 0 })])).toBe(1);
  });
});
