import { grant, Prime } from '@agaia/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildBenefitList, buildUserList } from '../../test/builders.ts';
import { allowConsoleErrors } from '../../test/console-guard.ts';
import { stubFetch } from '../../test/fetch-stub.ts';
import { buildUser, LAZY, renderApp } from '../../test/render-app.tsx';
import { statsAnswers } from '../../test/stats-builders.ts';
import { SectionErrorBoundary } from './shell/section-error-boundary.tsx';

const EVERY_SECTION = grant([2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31]);

function stubLists() {
  return stubFetch({
    'GET /api/admin/users': { json: buildUserList([]) },
    'GET /api/admin/userBenefits': { json: buildBenefitList([]) },
    'GET /api/admin/content/news': { json: { news: [], total: 0 } },
    'GET /api/admin/content/patchnotes': { json: { patchNotes: [], total: 0 } },
    'GET /api/admin/shop/products': { json: { products: [] } },
    ...statsAnswers(),
  });
}

async function menu() {
  return within(await screen.findByRole('navigation', { name: 'Admin Menu' }, LAZY));
}

async function sectionTitle() {
  return screen.findByRole('heading', { level: 2, name: (name) => name !== 'Admin Menu' }, LAZY);
}

describe('admin panel shell', () => {
  it('shows every category, all expanded, to an admin holding every section', async () => {
    stubLists();
    renderApp('/admin', { user: buildUser({ webMgt: EVERY_SECTION }) });
    const nav = await menu();
    for (const category of ['Accounts', 'Content', 'Statistics', 'Game']) {
      expect(nav.getByRole('button', { name: category })).toHaveAttribute('aria-expanded', 'true');
    }
    const links = nav.getAllByRole('link').map((link) => link.textContent);
    expect(links).toEqual([
      'Management',
      'Benefits',
      'Actions',
      'Audit Log',
      'Deletion Requests',
      'Mail Outbox',
      'Patch Notes',
      'News',
      'Twitch Drops',
      'Game Stats',
      'Payment Stats',
      'Character Stats',
      'Characters',
      'Inventory',
    ]);
    expect(await sectionTitle()).toHaveTextContent('Management');
  });

  it('offers the permitted sections in a phone-sized picker, grouped by category, that opens the chosen one', async () => {
    stubLists();
    renderApp('/admin', { user: buildUser({ webMgt: 2 * 11 }) });
    await menu();
    const picker = screen.getByRole('combobox', { name: 'Section' });
    expect(picker).toHaveValue('management');
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Management', 'Audit Log', 'Deletion Requests', 'Mail Outbox', 'News']);
    expect(within(picker).getByRole('group', { name: 'Content' })).toBeInTheDocument();
    await userEvent.selectOptions(picker, 'News');
    expect(await screen.findByRole('table', { name: 'News articles' }, LAZY)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Section' })).toHaveValue('news');
  });

  it.each([
    [Prime.news, 'Content', 'News', 'table', 'News articles'],
    [Prime.patchNotes, 'Content', 'Patch Notes', 'table', 'Patch notes'],
    [Prime.shop, 'Shop', 'Shop', 'tablist', 'Shop administration'],
  ])('shows webMgt %i only its own section under %s: %s', async (webMgt, category, section, role, name) => {
    stubLists();
    renderApp('/admin', { user: buildUser({ webMgt }) });
    const nav = await menu();
    expect(nav.getAllByRole('button').map((button) => button.textContent)).toEqual([category]);
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([section]);
    expect(await sectionTitle()).toHaveTextContent(section);
    expect(await screen.findByRole(role, { name }, LAZY)).toBeInTheDocument();
  });

  it('lists Shop after Content for an admin holding both', async () => {
    stubLists();
    renderApp('/admin', { user: buildUser({ webMgt: Prime.news * Prime.shop }) });
    const nav = await menu();
    expect(nav.getAllByRole('button').map((button) => button.textContent)).toEqual(['Content', 'Shop']);
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual(['News', 'Shop']);
  });

  it('collapses and expands a category', async () => {
    stubLists();
    renderApp('/admin', { user: buildUser({ webMgt: EVERY_SECTION }) });
    const nav = await menu();
    const content = nav.getByRole('button', { name: 'Content' });
    await userEvent.click(content);
    expect(content).toHaveAttribute('aria-expanded', 'false');
    expect(nav.queryByRole('link', { name: 'News' })).not.toBeInTheDocument();
    await userEvent.click(content);
    expect(nav.getByRole('link', { name: 'News' })).toBeVisible();
  });

  it('hides the Accounts category from webMgt 7 and opens Patch Notes first', async () => {
    stubLists();
    renderApp('/admin', { user: buildUser({ webMgt: 7 }) });
    const nav = await menu();
    expect(nav.queryByRole('button', { name: 'Accounts' })).not.toBeInTheDocument();
    expect(nav.getByRole('button', { name: 'Content' })).toBeInTheDocument();
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual(['Patch Notes']);
    expect(await sectionTitle()).toHaveTextContent('Patch Notes');
    expect(nav.getByRole('link', { name: 'Patch Notes' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows only Benefits to webMgt 3', async () => {
    stubLists();
    renderApp('/admin', { user: buildUser({ webMgt: 3 }) });
    const nav = await menu();
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual(['Benefits']);
    expect(nav.getAllByRole('button').map((button) => button.textContent)).toEqual(['Accounts']);
    expect(await sectionTitle()).toHaveTextContent('Benefits');
    expect(await screen.findByRole('table', { name: 'Account benefits' })).toBeInTheDocument();
  });

  it('says so when no section is permitted, with the permission level', async () => {
    stubFetch();
    // 41 is a prime no section asks for.
    renderApp('/admin', { user: buildUser({ webMgt: 41 }) });
    expect(
      await screen.findByText(
        'You do not have sufficient permissions to access any admin sections.',
        {},
        LAZY,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Your permission level: 41. Please contact an administrator.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Admin Menu' })).not.toBeInTheDocument();
  });

  it('selects the section the path names: /admin/benefits', async () => {
    stubLists();
    renderApp('/admin/benefits', { user: buildUser({ webMgt: 2 * 3 }) });
    const nav = await menu();
    expect(await sectionTitle()).toHaveTextContent('Benefits');
    expect(nav.getByRole('link', { name: 'Benefits' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Management' })).not.toHaveAttribute('aria-current');
  });

  it('selects the section ?section= names', async () => {
    stubLists();
    renderApp('/admin?section=news', { user: buildUser({ webMgt: 2 * 11 }) });
    expect(await sectionTitle()).toHaveTextContent('News');
    expect(await screen.findByRole('table', { name: 'News articles' })).toBeInTheDocument();
  });

  it('falls back to the first permitted section for one the admin lacks', async () => {
    stubLists();
    renderApp('/admin/news', { user: buildUser({ webMgt: 3 * 5 }) });
    expect(await sectionTitle()).toHaveTextContent('Benefits');
  });

  it('moves to a section from the menu and keeps it in the URL', async () => {
    stubLists();
    const { router } = renderApp('/admin', { user: buildUser({ webMgt: 2 * 17 }) });
    const nav = await menu();
    await userEvent.click(nav.getByRole('link', { name: 'Game Stats' }));
    expect(router.state.location.pathname).toBe('/admin/game-stats');
    expect(await sectionTitle()).toHaveTextContent('Game Stats');
    expect(await screen.findByRole('heading', { level: 3, name: 'Game Statistics' })).toBeInTheDocument();
  });

  it.each([
    [19, 'payment-stats', 'Payment Statistics'],
    [23, 'character-stats', 'Character Statistics'],
  ])('webMgt %i opens the Statistics view of /admin/%s titled %s', async (webMgt, key, view) => {
    stubFetch(statsAnswers());
    renderApp(`/admin/${key}`, { user: buildUser({ webMgt }) });
    expect(await screen.findByRole('heading', { level: 3, name: view }, LAZY)).toBeInTheDocument();
    expect(await screen.findAllByRole('figure')).not.toHaveLength(0);
  });

  it.each([
    [29, 'characters', 'Character Management', 'Characters'],
    [31, 'inventory', 'Inventory Management', 'Inventory'],
  ])('webMgt %i opens the Game view of /admin/%s titled %s under %s', async (webMgt, key, view, label) => {
    stubFetch({
      'GET /api/admin/game/deliveries': {
        json: { deliveries: [], total: 0, counts: { pending: 0, failed: 0, unknown: 0 } },
      },
    });
    renderApp(`/admin/${key}`, { user: buildUser({ webMgt }) });
    expect(await screen.findByRole('heading', { level: 3, name: view }, LAZY)).toBeInTheDocument();
    expect(await sectionTitle()).toHaveTextContent(label);
  });

  it('moves through the menu with the arrow keys', async () => {
    stubLists();
    renderApp('/admin', { user: buildUser({ webMgt: 2 * 3 }) });
    const nav = await menu();
    nav.getByRole('button', { name: 'Accounts' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(nav.getByRole('link', { name: 'Management' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(nav.getByRole('link', { name: 'Mail Outbox' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(nav.getByRole('button', { name: 'Accounts' })).toHaveFocus();
  });
});

describe('section error boundary', () => {
  function Broken(): never {
    throw new Error('boom');
  }

  it('shows the fixed message when a section fails', () => {
    allowConsoleErrors(2);
    render(
      <SectionErrorBoundary message="Error: Selected section content could not be loaded.">
        <Broken />
      </SectionErrorBoundary>,
    );
    expect(screen.getByText('Error: Selected section content could not be loaded.')).toBeInTheDocument();
  });
});
