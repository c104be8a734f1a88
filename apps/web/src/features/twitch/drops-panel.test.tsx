import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser } from '../../lib/browser.ts';
import {
  badgeOf,
  CLAIM_VIEWER,
  cardOf,
  deferred,
  renderDrops,
  stubDrops,
  WATCH_REWARDS,
  WATCH_TIME,
} from '../../test/drops-test-utils.tsx';
import { bodiesSent, queriesSent, stubFetch } from '../../test/fetch-stub.ts';
import { buildTwitchReward } from '../../test/twitch-builders.ts';
import { TIME_REFRESH_MS } from './api/twitch-time.ts';
import { CLAIM_STATUS_MS } from './use-claims.ts';

const REWARDS = [
  buildTwitchReward({ rewardId: 1, title: 'Frost Mount', requiredMinutes: 30, imageUrl: '/api/media/a.png' }),
  buildTwitchReward({ rewardId: 2, title: 'Ember Cape', requiredMinutes: 60, description: null }),
  buildTwitchReward({ rewardId: 3, title: 'Star Crown', requiredMinutes: 240 }),
  buildTwitchReward({ rewardId: 4, title: 'Old Badge', requiredMinutes: 10, isClaimed: true }),
];
const claimed = { json: { message: 'Reward claimed!' } };

afterEach(() => {
  vi.useRealTimers();
});

describe('Viewer Drops (linked)', () => {
  it('shows the time, the progress bar with its numbers, and each reward in its state', async () => {
    stubDrops({ minutes: 90, rewards: REWARDS });
    renderDrops();
    const bar = await screen.findByRole('progressbar', { name: 'Progress to the last reward' });
    expect(screen.getByText('Watch time').nextSibling).toHaveTextContent('1h 30m');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '240');
    expect(bar).toHaveAttribute('aria-valuenow', '90');
    expect((bar.firstElementChild as HTMLElement).style.width).toBe('37.5%');
    expect(screen.getByText('1h 30m of 4h 0m')).toBeInTheDocument();

    expect(badgeOf('Frost Mount')).toBe('Available');
    expect(badgeOf('Ember Cape')).toBe('Available');
    expect(badgeOf('Star Crown')).toBe('Locked');
    expect(badgeOf('Old Badge')).toBe('Claimed');
    expect(cardOf('Frost Mount').getByText('Requires 30 min')).toBeInTheDocument();
    expect(cardOf('Star Crown').getByText('Requires 4h 0m')).toBeInTheDocument();
    expect(cardOf('Frost Mount').getByText('A frosty steed.')).toBeInTheDocument();
    expect(cardOf('Frost Mount').getByRole('button', { name: 'Claim Frost Mount' })).toBeEnabled();
    expect(cardOf('Star Crown').queryByRole('button')).not.toBeInTheDocument();
    expect(cardOf('Old Badge').queryByRole('button')).not.toBeInTheDocument();
  });

  it('caps the bar at 100% and measures against at least 1 minute', async () => {
    stubDrops({ minutes: 300, rewards: [REWARDS[0] ?? buildTwitchReward()] });
    const view = renderDrops();
    const bar = await screen.findByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '30');
    expect((bar.firstElementChild as HTMLElement).style.width).toBe('100%');
    view.unmount();

    stubDrops({ minutes: 0, rewards: [] });
    renderDrops();
    const empty = await screen.findByRole('progressbar');
    expect(empty).toHaveAttribute('aria-valuemax', '1');
    expect((empty.firstElementChild as HTMLElement).style.width).toBe('0%');
    expect(screen.getByText('No rewards this season yet. Check back soon.')).toBeInTheDocument();
  });

  it('filters All / Available / Locked / Claimed with pressed buttons', async () => {
    stubDrops({ minutes: 90, rewards: REWARDS });
    renderDrops();
    await screen.findByRole('heading', { name: 'Frost Mount' });
    const filters = within(screen.getByRole('group', { name: 'Show rewards' }));
    expect(filters.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(filters.getByRole('button', { name: 'Locked' }));
    expect(filters.getByRole('button', { name: 'Locked' })).toHaveAttribute('aria-pressed', 'true');
    expect(filters.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    const titles = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(titles()).toEqual(['Star Crown']);

    await userEvent.click(filters.getByRole('button', { name: 'Available' }));
    expect(titles()).toEqual(['Frost Mount', 'Ember Cape']);
    await userEvent.click(filters.getByRole('button', { name: 'Claimed' }));
    expect(titles()).toEqual(['Old Badge']);
    await userEvent.click(filters.getByRole('button', { name: 'All' }));
    expect(titles()).toHaveLength(4);
  });

  it('claims optimistically, then says Reward claimed!', async () => {
    const answer = deferred<typeof claimed>();
    const mock = stubDrops({ minutes: 90, rewards: REWARDS, claim: () => answer.promise });
    renderDrops();
    await userEvent.click(await screen.findByRole('button', { name: 'Claim Frost Mount' }));
    // Claimed before the server answered.
    expect(badgeOf('Frost Mount')).toBe('Claimed');
    expect(screen.queryByRole('button', { name: 'Claim Frost Mount' })).not.toBeInTheDocument();
    expect(bodiesSent(mock, CLAIM_VIEWER)).toEqual([{ rewardId: 1 }]);

    answer.resolve(claimed);
    expect(await screen.findByText('Reward claimed!')).toBeInTheDocument();
  });

  it("reverts a failed claim and shows the server's message, else 'Failed to claim reward.'", async () => {
    const answers = [{ status: 409, json: { message: 'Nothing available to claim yet' } }, { status: 500 }];
    stubDrops({
      minutes: 90,
      rewards: REWARDS,
      claim: (n) => answers[n] ?? { status: 500 },
      holdRefetch: true,
    });
    renderDrops();
    await userEvent.click(await screen.findByRole('button', { name: 'Claim Frost Mount' }));
    expect(await screen.findByText('Nothing available to claim yet')).toBeInTheDocument();
    expect(badgeOf('Frost Mount')).toBe('Available');

    await userEvent.click(screen.getByRole('button', { name: 'Claim Frost Mount' }));
    expect(await screen.findByText('Failed to claim reward.')).toBeInTheDocument();
    expect(badgeOf('Frost Mount')).toBe('Available');
  });

  it('claims every Available reward one after another with Claim All', async () => {
    const first = deferred<typeof claimed>();
    const mock = stubDrops({
      minutes: 90,
      rewards: REWARDS,
      claim: (n) => (n === 0 ? first.promise : claimed),
    });
    renderDrops();
    await userEvent.click(await screen.findByRole('button', { name: 'Claim All' }));
    expect(badgeOf('Frost Mount')).toBe('Claimed');
    expect(badgeOf('Ember Cape')).toBe('Claimed');
    expect(screen.getByRole('button', { name: 'Claiming...' })).toBeDisabled();
    // The second claim waits for the first.
    expect(bodiesSent(mock, CLAIM_VIEWER)).toEqual([{ rewardId: 1 }]);

    first.resolve(claimed);
    expect(await screen.findByText('Claimed 2 reward(s).')).toBeInTheDocument();
    expect(bodiesSent(mock, CLAIM_VIEWER)).toEqual([{ rewardId: 1 }, { rewardId: 2 }]);
    expect(badgeOf('Star Crown')).toBe('Locked');
  });

  it("says 'No rewards available to claim yet.' when nothing is Available", async () => {
    const mock = stubDrops({ minutes: 5, rewards: REWARDS.slice(0, 3), claim: () => claimed });
    renderDrops();
    await userEvent.click(await screen.findByRole('button', { name: 'Claim All' }));
    expect(await screen.findByText('No rewards available to claim yet.')).toBeInTheDocument();
    expect(bodiesSent(mock, CLAIM_VIEWER)).toEqual([]);
  });

  it("reverts everything claimed in the run on the first failure: 'Failed to claim all rewards.'", async () => {
    const three = [...REWARDS.slice(0, 2), buildTwitchReward({ rewardId: 5, title: 'Moon Wings' })];
    const mock = stubDrops({
      minutes: 90,
      rewards: three,
      claim: (n) => (n === 1 ? { status: 409, json: { message: 'Reward already claimed.' } } : claimed),
      holdRefetch: true,
    });
    renderDrops();
    await userEvent.click(await screen.findByRole('button', { name: 'Claim All' }));
    expect(await screen.findByText('Failed to claim all rewards.')).toBeInTheDocument();
    // It stopped at the failure and put every reward of the run back.
    expect(bodiesSent(mock, CLAIM_VIEWER)).toEqual([{ rewardId: 1 }, { rewardId: 2 }]);
    expect(badgeOf('Frost Mount')).toBe('Available');
    expect(badgeOf('Ember Cape')).toBe('Available');
    expect(badgeOf('Moon Wings')).toBe('Available');
    expect(screen.getByRole('button', { name: 'Claim All' })).toBeEnabled();
  });

  it('clears a claim message after 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubDrops({ minutes: 90, rewards: REWARDS, claim: () => claimed });
    renderDrops();
    fireEvent.click(await screen.findByRole('button', { name: 'Claim Frost Mount' }));
    expect(await screen.findByText('Reward claimed!')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(CLAIM_STATUS_MS - 100));
    expect(screen.getByText('Reward claimed!')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.queryByText('Reward claimed!')).not.toBeInTheDocument();
  });

  it('reads the time again every 60 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const mock = stubDrops({ minutes: 90, rewards: REWARDS });
    renderDrops();
    expect(await screen.findByText('1h 30m of 4h 0m')).toBeInTheDocument();
    expect(queriesSent(mock, WATCH_TIME)).toHaveLength(1);

    const later = stubDrops({ minutes: 250, rewards: REWARDS });
    await act(() => vi.advanceTimersByTimeAsync(TIME_REFRESH_MS));
    await waitFor(() => expect(queriesSent(later, WATCH_TIME)).toHaveLength(1));
    expect(await screen.findByText('4h 10m of 4h 0m')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '240');
  });

  it("says 'Failed to load Twitch Drop data.' when the data cannot be read", async () => {
    stubDrops({ routes: { [WATCH_REWARDS]: { status: 500 } } });
    renderDrops();
    expect(await screen.findByText('Failed to load Twitch Drop data.')).toBeInTheDocument();
  });

  it('uses the streamer endpoints on the Streamer Drops tab', async () => {
    const mock = stubFetch({
      'GET /api/user/twitch/streamtime': { json: { streamTime: 45 } },
      'GET /api/user/twitch/streamrewards': {
        json: {
          rewards: [buildTwitchReward({ type: 'streamer', title: 'Streamer Banner', requiredMinutes: 30 })],
        },
      },
      'POST /api/user/twitch/getstreamerreward': claimed,
    });
    renderDrops('streamer');
    expect(await screen.findByText('Stream time')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Claim Streamer Banner' }));
    expect(await screen.findByText('Reward claimed!')).toBeInTheDocument();
    expect(bodiesSent(mock, 'POST /api/user/twitch/getstreamerreward')).toEqual([{ rewardId: 1 }]);
  });
});

describe('Viewer Drops (not linked)', () => {
  it('prompts to link Twitch and reads no drop data', async () => {
    const mock = stubDrops({
      routes: { 'GET /api/auth/twitch/link': { json: { url: 'https://twitch.example/authorize?state=s' } } },
    });
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    renderDrops('viewer', false);
    expect(screen.getByRole('heading', { name: 'Link your Twitch account' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Link with Twitch' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://twitch.example/authorize?state=s'));
    expect(queriesSent(mock, WATCH_TIME)).toEqual([]);
    expect(queriesSent(mock, WATCH_REWARDS)).toEqual([]);
  });

  it("shows why linking failed: the server's message, else 'Could not initiate Twitch linking.'", async () => {
    stubDrops({
      routes: {
        'GET /api/auth/twitch/link': {
          status: 503,
          json: { message: 'Twitch is not configured on this server.' },
        },
      },
    });
    const view = renderDrops('viewer', false);
    await userEvent.click(await screen.findByRole('button', { name: 'Link with Twitch' }));
    expect(await screen.findByText('Twitch is not configured on this server.')).toBeInTheDocument();
    view.unmount();

    stubDrops({ routes: { 'GET /api/auth/twitch/link': { status: 500 } } });
    renderDrops('viewer', false);
    await userEvent.click(await screen.findByRole('button', { name: 'Link with Twitch' }));
    expect(await screen.findByText('Could not initiate Twitch linking.')).toBeInTheDocument();
  });

  it('offers no link that would fail, and no operator message, when the server has no Twitch', async () => {
    stubDrops({ twitchEnabled: false });
    renderDrops('viewer', false);
    expect(await screen.findByRole('heading', { name: 'Link your Twitch account' })).toBeInTheDocument();
    expect(screen.queryByText(/not configured/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Link with Twitch' })).not.toBeInTheDocument();
  });
});
