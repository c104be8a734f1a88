import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolation } from '../../../../test/axe.ts';
import { queriesSent, type StubResponse, stubFetch } from '../../../../test/fetch-stub.ts';
import { buildUser, LAZY, renderApp } from '../../../../test/render-app.tsx';
import {
  buildCommunityStats,
  buildOnlineStats,
  buildReferralStats,
  buildTwitchStats,
} from '../../../../test/stats-builders.ts';
import {
  captureDownloads,
  figureTableRows,
  rowsOf,
  statsPanel,
  tileText,
} from '../../../../test/stats-queries.ts';
import { todayIn } from '../period/period-dates.ts';

const COMMUNITY = 'GET /api/admin/stats/community';
const REFERRALS = 'GET /api/admin/stats/referrals';
const TWITCH = 'GET /api/admin/stats/twitch';
const ONLINE = 'GET /api/admin/stats/online';
const ALL = [COMMUNITY, REFERRALS, TWITCH, ONLINE];

async function openGameStats(path = '/admin/game-stats', routes: Record<string, StubResponse> = {}) {
  const mock = stubFetch({
    [COMMUNITY]: { json: buildCommunityStats() },
    [REFERRALS]: { json: buildReferralStats() },
    [TWITCH]: { json: buildTwitchStats() },
    [ONLINE]: { json: buildOnlineStats() },
    ...routes,
  });
  const rendered = renderApp(path, { user: buildUser({ webMgt: 17 }) });
  await screen.findByRole('heading', { level: 3, name: 'Game Statistics' }, LAZY);
  return { mock, ...rendered };
}

/** Waits for a panel's figures: its first tile or figure. */
async function loaded(panel: string, text: string) {
  await within(await screen.findByRole('region', { name: panel })).findByText(text);
  return statsPanel(panel);
}

const periodForm = () => within(screen.getByRole('form', { name: 'Period' }));

describe('admin Statistics: Game Stats', () => {
  it('shows the account totals, and registrations and logins per day as a chart or the same numbers in a table', async () => {
    await openGameStats();
    const accounts = await loaded('Accounts', 'Total accounts');
    expect(tileText(accounts, 'Total accounts')).toBe('1,234');
    expect(tileText(accounts, 'Confirmed')).toBe('1,100');
    expect(tileText(accounts, 'Unconfirmed')).toBe('134');
    expect(tileText(accounts, 'Active bans')).toBe('7');
    expect(tileText(accounts, 'Registrations')).toBe('8 · in the period');
    expect(tileText(accounts, 'Logins')).toBe('153 · in the period');

    const figure = within(accounts.getByRole('figure', { name: 'Registrations and logins' }));
    expect(figure.getByRole('button', { name: 'Chart' })).toHaveAttribute('aria-pressed', 'true');
    const legend = figure.getByRole('list', { name: 'Legend of Registrations and logins' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Registrations', 'Logins']);
    expect(await figureTableRows(accounts, 'Registrations and logins')).toEqual([
      'Day | Registrations | Logins',
      'Nov 22, 2026 | 3 | 40',
      'Nov 23, 2026 | 0 | 52',
      'Nov 24, 2026 | 5 | 61',
    ]);
    expect(figure.getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(figure.getByRole('button', { name: 'Chart' }));
    expect(figure.queryByRole('table')).not.toBeInTheDocument();
  });

  it('downloads a chart as CSV named after its period: headers, then one quoted line per bucket', async () => {
    await openGameStats();
    const accounts = await loaded('Accounts', 'Total accounts');
    const files = captureDownloads();
    await userEvent.click(accounts.getByRole('button', { name: 'Download CSV of Registrations and logins' }));
    expect(files.map((file) => file.name)).toEqual(['registrations-2026-11-22-to-2026-11-24.csv']);
    expect(await files[0]?.read()).toBe(
      '"Day","Registrations","Logins"\r\n"2026-11-22","3","40"\r\n"2026-11-23","0","52"\r\n"2026-11-24","5","61"\r\n',
    );
  });

  it('shows referrals per day, by video and by campaign with conversion, (none) for hits naming none', async () => {
    await openGameStats();
    const referrals = await loaded('Referrals', 'frost-trailer');
    expect(await figureTableRows(referrals, 'Referral hits and registrations')).toEqual([
      'Day | Hits | Registrations',
      'Nov 22, 2026 | 10 | 1',
      'Nov 23, 2026 | 20 | 2',
      'Nov 24, 2026 | 30 | 3',
    ]);
    expect(rowsOf(referrals.getByRole('table', { name: 'By video (utm_content)' }))).toEqual([
      'Video | Hits | Registrations | Conversion',
      'frost-trailer | 45 | 5 | 11.1%',
      '(none) | 15 | 1 | 6.7%',
    ]);
    expect(rowsOf(referrals.getByRole('table', { name: 'By campaign' }))).toEqual([
      'Campaign | Hits | Registrations | Conversion',
      'winter | 0 | 0 | —',
    ]);
  });

  it('shows the Twitch totals, minutes per day and claims per reward', async () => {
    await openGameStats();
    const twitch = await loaded('Twitch', 'Linked accounts');
    expect(tileText(twitch, 'Linked accounts')).toBe('42');
    expect(tileText(twitch, 'Watch minutes')).toBe('420');
    expect(tileText(twitch, 'Stream minutes')).toBe('150');
    expect(tileText(twitch, 'Claims')).toBe('14');
    expect(await figureTableRows(twitch, 'Watch and stream minutes')).toEqual([
      'Day | Watch minutes | Stream minutes',
      'Nov 22, 2026 | 120 | 60',
      'Nov 23, 2026 | 0 | 0',
      'Nov 24, 2026 | 300 | 90',
    ]);
    expect(await figureTableRows(twitch, 'Claims per reward')).toEqual([
      'Reward | Claims',
      'Frost Mount (season 2, viewer) | 14',
    ]);
  });

  it("shows each server's players now, and its peak and average per day", async () => {
    await openGameStats();
    const online = await loaded('Players online', 'Velika');
    expect(tileText(online, 'Velika')).toBe('57 · Online now');
    expect(tileText(online, 'Arun')).toBe('— · not answering');
    expect(await figureTableRows(online, 'Players online: peak and average')).toEqual([
      'Day | Velika peak | Velika average | Arun peak | Arun average',
      'Nov 22, 2026 | 80 | 40 | 10 | 5',
      'Nov 23, 2026 | 95 | 51 | 12 | 6',
      'Nov 24, 2026 | 101 | 60 | 0 | 0',
    ]);
  });

  it('says how to connect the game when no game back end reports its servers', async () => {
    await openGameStats('/admin/game-stats', {
      [ONLINE]: { json: buildOnlineStats({ connected: false, servers: [] }) },
    });
    const online = await loaded('Players online', 'The game backend is not connected');
    const howTo = online.getByText(
      (_: string, element: Element | null) =>
        element?.tagName === 'P' && /TERA_DB_URL/.test(element.textContent ?? ''),
    );
    expect(howTo.textContent).toBe(
      'These figures come from the game. Set GAME_BACKEND=tera-api with TERA_GATEWAY_URL and TERA_DB_URL in the site’s environment (see the deploy guide, step 15: The game) and restart the site to connect it.',
    );
    expect(online.queryByRole('figure')).not.toBeInTheDocument();
  });

  it('reads the period from the URL, and Show writes a new one there (keeping other params) and asks for it', async () => {
    const { mock, router } = await openGameStats(
      '/admin/game-stats?from=2026-10-01&to=2026-10-31&bucket=week&note=1',
    );
    await loaded('Accounts', 'Total accounts');
    for (const route of ALL) {
      expect(Object.fromEntries(queriesSent(mock, route)[0] ?? [])).toEqual({
        from: '2026-10-01',
        to: '2026-10-31',
        bucket: 'week',
      });
    }
    const form = periodForm();
    expect(form.getByLabelText('From')).toHaveValue('2026-10-01');
    expect(form.getByLabelText('Bucket')).toHaveValue('week');

    fireEvent.change(form.getByLabelText('From'), { target: { value: '2026-09-01' } });
    fireEvent.change(form.getByLabelText('To'), { target: { value: '2026-09-30' } });
    await userEvent.selectOptions(form.getByLabelText('Bucket'), 'Month');
    await userEvent.click(form.getByRole('button', { name: 'Show' }));

    const search = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(search)).toEqual({
      from: '2026-09-01',
      to: '2026-09-30',
      bucket: 'month',
      note: '1',
    });
    expect(router.state.location.pathname).toBe('/admin/game-stats');
    await screen.findByRole('form', { name: 'Period' });
    await expect.poll(() => queriesSent(mock, COMMUNITY).at(-1)?.get('from')).toBe('2026-09-01');
    expect(Object.fromEntries(queriesSent(mock, TWITCH).at(-1) ?? [])).toEqual({
      from: '2026-09-01',
      to: '2026-09-30',
      bucket: 'month',
    });
  });

  it('fills the fields with the period the server answered when the URL names none, and offers quick ranges', async () => {
    const { router, mock } = await openGameStats();
    await loaded('Accounts', 'Total accounts');
    expect(Object.fromEntries(queriesSent(mock, COMMUNITY)[0] ?? [])).toEqual({ bucket: 'day' });
    expect(periodForm().getByLabelText('From')).toHaveValue('2026-11-22');
    expect(periodForm().getByLabelText('To')).toHaveValue('2026-11-24');
    expect(
      periodForm().getByText('Nov 22, 2026 to Nov 24, 2026, by day, days counted in America/Sao_Paulo'),
    ).toBeInTheDocument();

    await userEvent.click(periodForm().getByRole('button', { name: 'Last 12 months' }));
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('bucket')).toBe('month');
    expect(search.get('to')).toBe(todayIn('America/Sao_Paulo'));
    expect(search.get('from')).toMatch(/^\d{4}-\d{2}-01$/);
  });

  it('refuses a reversed period before asking, in the words of the contract, and keeps the form', async () => {
    const { mock, router } = await openGameStats();
    await loaded('Accounts', 'Total accounts');
    const asked = queriesSent(mock, COMMUNITY).length;
    const form = periodForm();
    fireEvent.change(form.getByLabelText('From'), { target: { value: '2026-11-30' } });
    fireEvent.change(form.getByLabelText('To'), { target: { value: '2026-11-01' } });
    await userEvent.click(form.getByRole('button', { name: 'Show' }));
    expect(form.getByRole('alert')).toHaveTextContent('The period must start on or before its last day.');
    expect(form.getByLabelText('From')).toHaveValue('2026-11-30');
    expect(form.getByLabelText('From')).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.search).toBe('');
    expect(queriesSent(mock, COMMUNITY)).toHaveLength(asked);
  });

  it("shows the server's refusal of a period beside the picker, once, and keeps the form", async () => {
    const refused = { status: 400, json: { message: 'The period may cover at most 731 days (two years).' } };
    await openGameStats('/admin/game-stats?from=2020-01-01&to=2026-11-24', {
      [COMMUNITY]: refused,
      [REFERRALS]: refused,
      [TWITCH]: refused,
      [ONLINE]: refused,
    });
    const form = periodForm();
    expect(await form.findByText('The period may cover at most 731 days (two years).')).toBeInTheDocument();
    expect(form.getByRole('alert')).toHaveTextContent('The period may cover at most 731 days (two years).');
    expect(form.getByLabelText('From')).toHaveValue('2020-01-01');
    expect(screen.getAllByText('The period may cover at most 731 days (two years).')).toHaveLength(1);
    expect(statsPanel('Accounts').getByText('No figures: the period above was refused.')).toBeInTheDocument();
  });

  it('shows a failing panel with Try Again and leaves the others', async () => {
    await openGameStats('/admin/game-stats', {
      [REFERRALS]: { status: 500, json: { message: 'Internal server error.' } },
    });
    const referrals = await loaded('Referrals', 'Internal server error.');
    expect(tileText(await loaded('Accounts', 'Total accounts'), 'Total accounts')).toBe('1,234');
    expect(tileText(await loaded('Twitch', 'Linked accounts'), 'Linked accounts')).toBe('42');

    stubFetch({ [REFERRALS]: { json: buildReferralStats() } });
    await userEvent.click(referrals.getByRole('button', { name: 'Try Again' }));
    expect(await referrals.findByRole('table', { name: 'By campaign' })).toBeInTheDocument();
    expect(referrals.queryByText('Internal server error.')).not.toBeInTheDocument();
  });

  it('has no accessibility violation, as charts and as tables', async () => {
    await openGameStats();
    await loaded('Accounts', 'Total accounts');
    await loaded('Players online', 'Velika');
    await loaded('Twitch', 'Linked accounts');
    await expectNoAxeViolation();
    await figureTableRows(statsPanel('Accounts'), 'Registrations and logins');
    await figureTableRows(statsPanel('Twitch'), 'Claims per reward');
    await expectNoAxeViolation();
  });
});
