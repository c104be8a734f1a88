import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodiesSent, type StubResponse, stubFetch } from '../../../../test/fetch-stub.ts';
import { buildUser, LAZY, renderApp } from '../../../../test/render-app.tsx';

const ACTION = 'POST /api/admin/action';

async function openActions(routes: Record<string, StubResponse> = {}) {
  const mock = stubFetch(routes);
  renderApp('/admin/actions', { user: buildUser({ webMgt: 5 }) });
  await screen.findByRole('heading', { level: 3, name: 'Veteran Pack' }, LAZY);
  return mock;
}

const card = (title: string) => within(screen.getByRole('region', { name: title }));

describe('account actions', () => {
  it('offers the four quick grants', async () => {
    await openActions();
    for (const label of [
      'Grant Veteran Pack',
      'Grant Founder Pack',
      'Grant Content Creator Pack',
      'Grant Staff Pack',
    ]) {
      expect(screen.getByRole('button', { name: label })).toBeInTheDocument();
    }
  });

  it("requires an Account DBID, then shows the server's message", async () => {
    const mock = await openActions({ [ACTION]: { json: { message: 'Founder Pack granted to Aria.' } } });
    const founder = card('Founder Pack');
    await userEvent.click(founder.getByRole('button', { name: 'Grant Founder Pack' }));
    expect(await founder.findByText('Account DBID is required.')).toBeInTheDocument();
    expect(bodiesSent(mock, ACTION)).toEqual([]);

    await userEvent.type(founder.getByLabelText('Account DBID'), '42');
    await userEvent.click(founder.getByRole('button', { name: 'Grant Founder Pack' }));
    expect(await founder.findByText('Founder Pack granted to Aria.')).toBeInTheDocument();
    expect(bodiesSent(mock, ACTION)).toEqual([{ action: 'grantFounderPack', accountDBID: 42 }]);
  });

  it('sends the optional expiry as an ISO time', async () => {
    const mock = await openActions({ [ACTION]: { json: { message: 'Staff Pack granted to Aria.' } } });
    const staff = card('Staff Pack');
    await userEvent.type(staff.getByLabelText('Account DBID'), '42');
    fireEvent.change(staff.getByLabelText('Expiry (optional)'), { target: { value: '2030-01-02T03:04' } });
    await userEvent.click(staff.getByRole('button', { name: 'Grant Staff Pack' }));
    await staff.findByText('Staff Pack granted to Aria.');
    expect(bodiesSent(mock, ACTION)).toEqual([
      { action: 'grantStaffPack', accountDBID: 42, date: new Date('2030-01-02T03:04').toISOString() },
    ]);
  });

  it("shows the server's failure, else 'Failed to perform action.'", async () => {
    await openActions({
      [ACTION]: { status: 409, json: { message: 'Veteran Pack was already granted to Aria.' } },
    });
    const veteran = card('Veteran Pack');
    await userEvent.type(veteran.getByLabelText('Account DBID'), '42');
    await userEvent.click(veteran.getByRole('button', { name: 'Grant Veteran Pack' }));
    expect(await veteran.findByText('Veteran Pack was already granted to Aria.')).toBeInTheDocument();

    stubFetch({ [ACTION]: { status: 500 } });
    await userEvent.click(veteran.getByRole('button', { name: 'Grant Veteran Pack' }));
    expect(await veteran.findByText('Failed to perform action.')).toBeInTheDocument();
  });
});
