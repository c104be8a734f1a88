import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { browser } from '../../lib/browser.ts';
import { buildProfile } from '../../test/builders.ts';
import { queriesSent, type StubResponse, siteInfo, stubFetch } from '../../test/fetch-stub.ts';
import { buildUser, renderApp } from '../../test/render-app.tsx';
import { errorToasts, politeToasts } from '../../test/toasts.ts';
import { buildTwitchReward } from '../../test/twitch-builders.ts';

const PROFILE = 'GET /api/user/profile';
const LINK = 'GET /api/auth/twitch/link';
const UNLINK = 'DELETE /api/auth/twitch/link';
const twitchOn = { 'GET /api/site': { json: { ...siteInfo, twitchEnabled: true } } };

async function openProfile(routes: Record<string, StubResponse>) {
  const mock = stubFetch({ ...twitchOn, ...routes });
  renderApp('/profile', { user: buildUser() });
  await screen.findByRole('heading', { level: 2, name: 'Aria' });
  return { mock, card: within(screen.getByRole('complementary', { name: 'Aria' })) };
}

describe('profile: Twitch', () => {
  it("sends the browser to Twitch's authorize URL from 'Link with Twitch'", async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const { card } = await openProfile({
      [PROFILE]: { json: buildProfile() },
      [LINK]: { json: { url: 'https://id.twitch.example/oauth2/authorize?state=abc' } },
    });
    await userEvent.click(await card.findByRole('button', { name: 'Link with Twitch' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://id.twitch.example/oauth2/authorize?state=abc'),
    );
  });

  it("shows the server's reason a link cannot start, else 'Could not initiate Twitch linking.'", async () => {
    const { card } = await openProfile({
      [PROFILE]: { json: buildProfile() },
      [LINK]: { status: 503, json: { message: 'Twitch is not configured on this server.' } },
    });
    await userEvent.click(await card.findByRole('button', { name: 'Link with Twitch' }));
    expect(await errorToasts().findByText('Twitch is not configured on this server.')).toBeInTheDocument();

    stubFetch({ ...twitchOn, [PROFILE]: { json: buildProfile() }, [LINK]: { status: 500 } });
    await userEvent.click(card.getByRole('button', { name: 'Link with Twitch' }));
    expect(await errorToasts().findByText('Could not initiate Twitch linking.')).toBeInTheDocument();
  });

  it('unlinks, then reads the profile again and offers to link', async () => {
    const { card } = await openProfile({ [PROFILE]: { json: buildProfile({ twitchId: 'tw-1' }) } });
    const unlinked = stubFetch({
      ...twitchOn,
      [PROFILE]: { json: buildProfile() },
      [UNLINK]: { json: { message: 'Your Twitch account is unlinked.' } },
    });
    await userEvent.click(await card.findByRole('button', { name: 'Unlink Twitch' }));
    expect(await politeToasts().findByText('Your Twitch account is unlinked.')).toBeInTheDocument();
    expect(await card.findByRole('button', { name: 'Link with Twitch' })).toBeInTheDocument();
    expect(queriesSent(unlinked, PROFILE)).toHaveLength(1);
  });

  it("says 'Failed to unlink twitch.' when unlinking fails without a message", async () => {
    const { card } = await openProfile({
      [PROFILE]: { json: buildProfile({ twitchId: 'tw-1' }) },
      [UNLINK]: { status: 500 },
    });
    await userEvent.click(await card.findByRole('button', { name: 'Unlink Twitch' }));
    expect(await errorToasts().findByText('Failed to unlink twitch.')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Unlink Twitch' })).toBeInTheDocument();
  });

  it('leaves every Twitch part out, with no operator message, when the server has no Twitch', async () => {
    const { card } = await openProfile({
      'GET /api/site': { json: siteInfo },
      [PROFILE]: { json: buildProfile() },
    });
    expect(await screen.findByRole('tab', { name: 'Achievements' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Characters',
      'Achievements',
      'Security',
      'Devices',
    ]);
    expect(card.queryByRole('button', { name: /Twitch/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/not configured/)).not.toBeInTheDocument();
  });

  it('prompts to link on the drops tabs while not linked', async () => {
    await openProfile({ [PROFILE]: { json: buildProfile() } });
    await userEvent.click(screen.getByRole('tab', { name: 'Streamer Drops' }));
    const panel = within(screen.getByRole('tabpanel', { name: 'Streamer Drops' }));
    expect(panel.getByRole('heading', { name: 'Link your Twitch account' })).toBeInTheDocument();
    expect(await panel.findByRole('button', { name: 'Link with Twitch' })).toBeInTheDocument();
  });

  it('shows the viewer drops once linked', async () => {
    await openProfile({
      [PROFILE]: { json: buildProfile({ twitchId: 'tw-1' }) },
      'GET /api/user/twitch/watchtime': { json: { watchTime: 45 } },
      'GET /api/user/twitch/watchrewards': {
        json: { rewards: [buildTwitchReward({ requiredMinutes: 90 })] },
      },
    });
    await userEvent.click(screen.getByRole('tab', { name: 'Viewer Drops' }));
    const panel = within(screen.getByRole('tabpanel', { name: 'Viewer Drops' }));
    expect(await panel.findByText('45 min of 1h 30m')).toBeInTheDocument();
    expect(panel.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '45');
    expect(panel.getByRole('heading', { name: 'Frost Mount' })).toBeInTheDocument();
  });
});
