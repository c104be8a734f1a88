import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildProfile } from '../../test/builders.ts';
import { stubFetch } from '../../test/fetch-stub.ts';
import { buildUser, renderApp } from '../../test/render-app.tsx';
import { errorToasts, politeToasts } from '../../test/toasts.ts';

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const sessions = [
  {
    id: 12,
    createdAt: '2026-11-20T10:00:00.000Z',
    expiresAt: '2026-12-20T10:00:00.000Z',
    ip: '203.0.113.7',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
    current: true,
  },
  {
    id: 9,
    createdAt: '2026-11-18T08:30:00.000Z',
    expiresAt: '2026-12-18T08:30:00.000Z',
    ip: null,
    userAgent: PHONE,
    current: false,
  },
];

async function openDevices(routes: Parameters<typeof stubFetch>[0] = {}) {
  const mock = stubFetch({
    'GET /api/user/profile': { json: buildProfile() },
    'GET /api/user/sessions': { json: { sessions } },
    ...routes,
  });
  renderApp('/profile', { user: buildUser() });
  await userEvent.click(await screen.findByRole('tab', { name: 'Devices' }));
  const panel = within(screen.getByRole('tabpanel', { name: 'Devices' }));
  await panel.findByRole('list', { name: 'Devices logged in to your account' });
  return { mock, panel };
}

describe('profile: devices', () => {
  it('lists where the account is logged in, this device marked and not offered a log out', async () => {
    const { panel } = await openDevices();
    const items = panel.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Firefox on Linux');
    expect(items[0]).toHaveTextContent('This device');
    expect(items[0]).toHaveTextContent('from 203.0.113.7');
    expect(within(items[0] as HTMLElement).queryByRole('button')).toBeNull();
    expect(items[1]).toHaveTextContent('Safari on iOS');
    expect(
      within(items[1] as HTMLElement).getByRole('button', { name: 'Log out Safari on iOS' }),
    ).toBeEnabled();
  });

  it('logs one device out, and every other device, saying so', async () => {
    const { mock, panel } = await openDevices({
      'DELETE /api/user/sessions/9': { json: { message: 'That device is logged out.' } },
      'POST /api/user/sessions/logout-others': { json: { message: 'Every other device is logged out.' } },
    });
    await userEvent.click(panel.getByRole('button', { name: 'Log out Safari on iOS' }));
    expect(await politeToasts().findByText('That device is logged out.')).toBeInTheDocument();
    await userEvent.click(panel.getByRole('button', { name: 'Log out everywhere else' }));
    expect(await politeToasts().findByText('Every other device is logged out.')).toBeInTheDocument();
    const calls = mock.mock.calls.map(
      ([input, init]) => `${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}`,
    );
    expect(calls).toContain('DELETE /api/user/sessions/9');
    expect(calls).toContain('POST /api/user/sessions/logout-others');
  });

  it('says why when a log out fails', async () => {
    const { panel } = await openDevices({
      'DELETE /api/user/sessions/9': { status: 404, json: { message: 'Unknown session.' } },
    });
    await userEvent.click(panel.getByRole('button', { name: 'Log out Safari on iOS' }));
    expect(await errorToasts().findByText('Unknown session.')).toBeInTheDocument();
  });
});
