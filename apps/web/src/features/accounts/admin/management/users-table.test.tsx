import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildAdminUser, buildAdminUserDetail, buildUserList } from '../../../../test/builders.ts';
import { queriesSent, stubFetch } from '../../../../test/fetch-stub.ts';
import { buildUser, LAZY, renderApp } from '../../../../test/render-app.tsx';

const USERS = 'GET /api/admin/users';
const admin = buildUser({ accountDBID: 1, userName: 'Boss', webMgt: 2 });

function lastQuery(mock: ReturnType<typeof stubFetch>) {
  const sent = queriesSent(mock, USERS);
  const last = sent[sent.length - 1];
  return last ? Object.fromEntries(last) : undefined;
}

describe('account management: users table', () => {
  it('lists users with their ban state', async () => {
    stubFetch({
      [USERS]: {
        json: buildUserList([
          buildAdminUser({ accountDBID: 42, userName: 'Aria', webMgt: 6 }),
          buildAdminUser({ accountDBID: 43, userName: 'Brutus', email: 'b@example.com', banned: true }),
        ]),
      },
    });
    renderApp('/admin/management', { user: admin });
    const table = await screen.findByRole('table', { name: 'User accounts' }, LAZY);
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['ID', 'Username', 'Email', 'Permissions', 'Last Login', 'Status', 'Actions']);
    // webMgt reads as the names of the permissions it holds, never as the raw product of primes.
    expect(
      within(table).getByRole('cell', { name: 'Account Management, Account Benefits' }),
    ).toBeInTheDocument();
    expect(within(table).queryByRole('cell', { name: '6' })).not.toBeInTheDocument();
    const brutus = within(table).getByRole('row', { name: /Brutus/ });
    expect(within(brutus).getByText('Banned')).toBeInTheDocument();
    expect(within(within(table).getByRole('row', { name: /Aria/ })).getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(screen.getByText('2 total')).toBeInTheDocument();
  });

  it('pages, and goes back to page 1 with the search and page size on a new search or size', async () => {
    const mock = stubFetch({
      [USERS]: { json: buildUserList([buildAdminUser()], { total: 25 }) },
    });
    renderApp('/admin/management', { user: admin });
    await screen.findByText('Page 1 of 3', {}, LAZY);
    expect(lastQuery(mock)).toEqual({ search: '', page: '1', pageSize: '10' });

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 3');
    expect(lastQuery(mock)).toEqual({ search: '', page: '2', pageSize: '10' });

    await userEvent.type(screen.getByLabelText('Search users'), 'aria@');
    await waitFor(() => expect(lastQuery(mock)).toEqual({ search: 'aria@', page: '1', pageSize: '10' }));
    // One request for the settled search, not one per keystroke.
    expect(queriesSent(mock, USERS).filter((query) => query.get('search') !== '')).toHaveLength(1);
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastQuery(mock)?.page).toBe('2'));
    await userEvent.selectOptions(screen.getByLabelText('Rows per page'), 'All');
    await waitFor(() => expect(lastQuery(mock)).toEqual({ search: 'aria@', page: '1', pageSize: 'all' }));
    expect(screen.getByLabelText('Rows per page')).toHaveValue('all');
  });

  it("says when 'All' was capped by the server", async () => {
    stubFetch({ [USERS]: { json: buildUserList([buildAdminUser()], { total: 6000, pageSize: 'all' }) } });
    renderApp('/admin/management', { user: admin });
    await screen.findByRole('table', { name: 'User accounts' }, LAZY);
    await userEvent.selectOptions(screen.getByLabelText('Rows per page'), 'All');
    expect(
      await screen.findByText('Showing the first 1 of 6,000 rows. Search to narrow the list.'),
    ).toBeInTheDocument();
  });

  it("shows 'Failed to fetch users. {detail}' when the list fails", async () => {
    stubFetch({ [USERS]: { status: 500, json: { message: 'Database unavailable.' } } });
    renderApp('/admin/management', { user: admin });
    expect(
      await screen.findByText('Failed to fetch users. Database unavailable.', {}, LAZY),
    ).toBeInTheDocument();
  });

  it('opens the edit view from a row and keeps it in the URL', async () => {
    stubFetch({
      [USERS]: { json: buildUserList([buildAdminUser({ accountDBID: 42 })]) },
      'GET /api/admin/users/42': { json: buildAdminUserDetail({ accountDBID: 42 }) },
    });
    const { router } = renderApp('/admin/management', { user: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Aria' }, LAZY));
    expect(router.state.location.search).toBe('?user=42');
    expect(await screen.findByRole('heading', { name: 'Edit user Aria (ID 42)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to users' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('table', { name: 'User accounts' })).toBeInTheDocument();
  });
});
