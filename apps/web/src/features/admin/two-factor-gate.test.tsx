import { Prime, TWO_FACTOR_REQUIRED, type TwoFactorStatus } from '@agaia/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodiesSent, type StubResponse, stubFetch } from '../../test/fetch-stub.ts';
import { buildUser, LAZY, renderApp } from '../../test/render-app.tsx';

const NEWS = 'GET /api/admin/content/news';
const STATUS = '/api/user/two-factor';
const newsList = { json: { news: [], total: 0 } };
const required: TwoFactorStatus = { enabled: false, recoveryCodesLeft: 0, required: true };
const codes = Array.from({ length: 10 }, (_, index) => `rc-${index}-wxyz`);
const setup = {
  secret: 'JBSWY3DPEHPK3PXP',
  otpauthUri: 'otpauth://totp/Agaia:Boss?secret=JBSWY3DPEHPK3PXP',
  qrSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 21 21"></svg>',
};

/** Stubs the API with the two-factor status answering each of `statuses` in turn (the last one from then on). */
function stubWithStatuses(statuses: TwoFactorStatus[], routes: Record<string, StubResponse>) {
  const mock = stubFetch(routes);
  const answer = mock.getMockImplementation();
  if (!answer) throw new Error('stubFetch gave no implementation');
  const queue = [...statuses];
  mock.mockImplementation(async (input, init) => {
    if (new URL(String(input), 'http://localhost').pathname !== STATUS) return answer(input, init);
    return Response.json(queue.length > 1 ? queue.shift() : queue[0]);
  });
  return mock;
}

const adminCalls = (mock: ReturnType<typeof stubFetch>) =>
  mock.mock.calls.filter(([input]) => String(input).startsWith('/api/admin/'));

describe('admin panel: two-factor gate', () => {
  it('shows an admin without two-factor authentication the walkthrough, then the panel after Done', async () => {
    const mock = stubWithStatuses([required, { ...required, enabled: true, recoveryCodesLeft: 10 }], {
      [NEWS]: newsList,
      'POST /api/user/two-factor/setup': { json: setup },
      'POST /api/user/two-factor/enable': { json: { message: 'It is on.', recoveryCodes: codes } },
    });
    renderApp('/admin', { user: buildUser({ webMgt: Prime.news }) });
    const user = userEvent.setup();
    const walkthrough = within(
      (await screen.findByRole('heading', { level: 2, name: 'Turn On Two-Factor Authentication' }, LAZY))
        .parentElement as HTMLElement,
    );
    expect(walkthrough.getByText(/the admin panel asks for a second step at login/)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Admin Menu' })).not.toBeInTheDocument();
    expect(adminCalls(mock)).toEqual([]);

    await user.click(walkthrough.getByRole('button', { name: 'Turn On' }));
    // The password first, as on the profile: the server refuses a session alone.
    const password = walkthrough.getByLabelText('Current Password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    await user.type(password, 'boss-pass');
    await user.click(walkthrough.getByRole('button', { name: 'Continue' }));
    await user.type(await walkthrough.findByLabelText('Code from the app'), '654321');
    expect(bodiesSent(mock, 'POST /api/user/two-factor/setup')).toEqual([{ password: 'boss-pass' }]);
    await user.click(walkthrough.getByRole('button', { name: 'Confirm' }));
    const grid = within(await walkthrough.findByRole('list', { name: 'Recovery codes' }));
    expect(grid.getAllByRole('listitem')).toHaveLength(10);
    expect(bodiesSent(mock, 'POST /api/user/two-factor/enable')).toEqual([
      { password: 'boss-pass', code: '654321' },
    ]);
    expect(screen.queryByRole('navigation', { name: 'Admin Menu' })).not.toBeInTheDocument();

    await user.click(walkthrough.getByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('navigation', { name: 'Admin Menu' }, LAZY)).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'News articles' }, LAZY)).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'Turn On Two-Factor Authentication' }),
    ).not.toBeInTheDocument();
  });

  it.each([
    ['on', { ...required, enabled: true, recoveryCodesLeft: 10 }],
    ['not required', { enabled: false, recoveryCodesLeft: 0, required: false }],
  ])('opens the panel at once when it is %s', async (_, status) => {
    stubFetch({ [`GET ${STATUS}`]: { json: status }, [NEWS]: newsList });
    renderApp('/admin', { user: buildUser({ webMgt: Prime.news }) });
    expect(await screen.findByRole('table', { name: 'News articles' }, LAZY)).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'Turn On Two-Factor Authentication' }),
    ).not.toBeInTheDocument();
  });

  it('shows the walkthrough when an admin call is refused for want of two-factor authentication', async () => {
    const refusal = {
      status: 403,
      json: {
        code: TWO_FACTOR_REQUIRED,
        message: 'Turn on two-factor authentication to use the admin panel.',
      },
    };
    // The status said on (turned off in another tab since): the refusal makes the panel ask again.
    stubWithStatuses([{ ...required, enabled: true, recoveryCodesLeft: 4 }, required], { [NEWS]: refusal });
    renderApp('/admin', { user: buildUser({ webMgt: Prime.news }) });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Turn On Two-Factor Authentication' }, LAZY),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Admin Menu' })).not.toBeInTheDocument();
  });
});
