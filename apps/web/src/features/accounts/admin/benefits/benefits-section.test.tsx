import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildBenefit, buildBenefitList } from '../../../../test/builders.ts';
import { bodiesSent, queriesSent, type StubResponse, stubFetch } from '../../../../test/fetch-stub.ts';
import { buildUser, LAZY, renderApp } from '../../../../test/render-app.tsx';

const LIST = 'GET /api/admin/userBenefits';
const CREATE = 'POST /api/admin/createBenefit';
const NAMES = {
  'GET /api/admin/benefitNames': {
    json: {
      benefits: [
        { benefitId: 434, name: 'Veteran Pack' },
        { benefitId: 534, name: 'Founder Pack' },
      ],
    },
  },
};

async function openBenefits(routes: Record<string, StubResponse> = {}) {
  const mock = stubFetch({ [LIST]: { json: buildBenefitList([buildBenefit()]) }, ...NAMES, ...routes });
  renderApp('/admin/benefits', { user: buildUser({ webMgt: 3 }) });
  await screen.findByRole('table', { name: 'Account benefits' }, LAZY);
  return mock;
}

async function addDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'Add Benefit' }));
  return within(await screen.findByRole('dialog', { name: 'Add Benefit' }));
}

describe('account benefits', () => {
  it('searches by number only and resets to page 1', async () => {
    const mock = await openBenefits({ [LIST]: { json: buildBenefitList([buildBenefit()], { total: 30 }) } });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 3');
    await userEvent.type(screen.getByLabelText('Search benefits'), '4a3');
    expect(screen.getByLabelText('Search benefits')).toHaveValue('43');
    await waitFor(() => {
      const last = queriesSent(mock, LIST).at(-1);
      expect(last && Object.fromEntries(last)).toEqual({ search: '43', page: '1', pageSize: '10' });
    });
  });

  it('shows each benefit id with its known name, and the id alone when none is known', async () => {
    await openBenefits({
      [LIST]: { json: buildBenefitList([buildBenefit(), buildBenefit({ accountDBID: 43, benefitId: 999 })]) },
    });
    expect(await screen.findByRole('cell', { name: '434 · Veteran Pack' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '999' })).toBeInTheDocument();
    const dialog = await addDialog();
    await userEvent.type(dialog.getByLabelText('Benefit ID'), '534');
    expect(dialog.getByLabelText('Benefit ID')).toHaveAccessibleDescription('Benefit: Founder Pack');
  });

  it("shows 'Failed to fetch account benefits. {detail}'", async () => {
    stubFetch({ [LIST]: { status: 403, json: { message: 'You do not have permission.' } }, ...NAMES });
    renderApp('/admin/benefits', { user: buildUser({ webMgt: 3 }) });
    expect(
      await screen.findByText('Failed to fetch account benefits. You do not have permission.', {}, LAZY),
    ).toBeInTheDocument();
  });

  it("requires every field, then adds and says 'Benefit added successfully!'", async () => {
    const mock = await openBenefits({ [CREATE]: { json: { message: 'Benefit added successfully!' } } });
    const dialog = await addDialog();
    await userEvent.type(dialog.getByLabelText('Account DBID'), '42');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('All fields are required.')).toBeInTheDocument();
    expect(bodiesSent(mock, CREATE)).toEqual([]);

    await userEvent.type(dialog.getByLabelText('Benefit ID'), '534');
    fireEvent.change(dialog.getByLabelText('Available Until'), { target: { value: '2030-01-02T03:04' } });
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Benefit added successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bodiesSent(mock, CREATE)).toEqual([
      { accountDBID: 42, benefitId: 534, availableUntil: new Date('2030-01-02T03:04').toISOString() },
    ]);
  });

  it("shows the server's message for a failed add, else 'Add failed.'", async () => {
    await openBenefits({
      [CREATE]: { status: 409, json: { message: 'This account already has that benefit.' } },
    });
    const dialog = await addDialog();
    await userEvent.type(dialog.getByLabelText('Account DBID'), '42');
    await userEvent.type(dialog.getByLabelText('Benefit ID'), '434');
    fireEvent.change(dialog.getByLabelText('Available Until'), { target: { value: '2030-01-02T03:04' } });
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('This account already has that benefit.')).toBeInTheDocument();

    stubFetch({ [LIST]: { json: buildBenefitList([buildBenefit()]) }, ...NAMES, [CREATE]: { status: 500 } });
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Add failed.')).toBeInTheDocument();
  });

  it('edits only the date: the IDs are read-only', async () => {
    const mock = await openBenefits({
      'PUT /api/admin/userBenefits/42': { json: { message: 'Benefit updated successfully!' } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Edit benefit 434 of account 42' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Benefit' }));
    expect(dialog.getByLabelText('Account DBID')).toHaveValue('42');
    expect(dialog.getByLabelText('Account DBID')).toHaveAttribute('readonly');
    expect(dialog.getByLabelText('Benefit ID')).toHaveAttribute('readonly');
    expect(dialog.getByLabelText('Available Until')).not.toHaveAttribute('readonly');
    expect(dialog.getByLabelText('Available Until')).toHaveValue('2030-01-02T03:04');

    fireEvent.change(dialog.getByLabelText('Available Until'), { target: { value: '2031-05-06T07:08' } });
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Benefit updated successfully!')).toBeInTheDocument();
    expect(bodiesSent(mock, 'PUT /api/admin/userBenefits/42')).toEqual([
      { benefitId: 434, date: new Date('2031-05-06T07:08').toISOString() },
    ]);
  });

  it("removes after a confirmation and says 'Benefit removed successfully!'", async () => {
    const mock = await openBenefits({
      'POST /api/admin/deleteBenefit/42': { json: { message: 'Benefit removed successfully!' } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Remove benefit 434 of account 42' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Remove Benefit' }));
    expect(
      dialog.getByText('Remove benefit 434 · Veteran Pack from account 42? This cannot be undone.'),
    ).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(bodiesSent(mock, 'POST /api/admin/deleteBenefit/42')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Remove benefit 434 of account 42' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Remove Benefit' })).getByRole('button', {
        name: 'Yes, Remove',
      }),
    );
    expect(await screen.findByText('Benefit removed successfully!')).toBeInTheDocument();
    expect(bodiesSent(mock, 'POST /api/admin/deleteBenefit/42')).toEqual([{ benefitId: 434 }]);
  });

  it("says 'Failed to remove benefit.' when the removal fails without a message", async () => {
    await openBenefits({ 'POST /api/admin/deleteBenefit/42': { status: 500 } });
    await userEvent.click(screen.getByRole('button', { name: 'Remove benefit 434 of account 42' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Remove Benefit' })).getByRole('button', {
        name: 'Yes, Remove',
      }),
    );
    expect(await screen.findByText('Failed to remove benefit.')).toBeInTheDocument();
  });
});
