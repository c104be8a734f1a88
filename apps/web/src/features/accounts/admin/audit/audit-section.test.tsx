import type { AuditSearchEntry } from '@agaia/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../../../lib/format.ts';
import { queriesSent, type StubResponse, stubFetch } from '../../../../test/fetch-stub.ts';
import { buildUser, LAZY, renderApp } from '../../../../test/render-app.tsx';

const SEARCH = 'GET /api/admin/audit/search';
const EXPORT = 'GET /api/admin/audit/export';

const entry = (overrides: Partial<AuditSearchEntry> = {}): AuditSearchEntry => ({
  id: 1,
  actorAccountDBID: 1,
  actorName: 'Boss',
  action: 'user.update',
  targetAccountDBID: 42,
  targetName: 'Aria',
  changes: { webMgt: { from: 1, to: 2 * 11 }, agaiaCoins: { from: 0, to: 50 } },
  ip: '127.0.0.1',
  createdAt: '2026-06-01T10:00:00.000Z',
  ...overrides,
});

async function openAudit(routes: Record<string, StubResponse> = {}) {
  const mock = stubFetch({ [SEARCH]: { json: { entries: [entry()], total: 1 } }, ...routes });
  renderApp('/admin/audit', { user: buildUser({ webMgt: 2 }) });
  await screen.findByRole('table', { name: 'Audit log' }, LAZY);
  return mock;
}

const lastQuery = (mock: ReturnType<typeof stubFetch>, key = SEARCH) => {
  const last = queriesSent(mock, key).at(-1);
  return last ? Object.fromEntries(last) : undefined;
};

afterEach(() => vi.restoreAllMocks());

describe('the audit log', () => {
  it('says who did what to whom, each change before → after, in words', async () => {
    await openAudit();
    const row = within(await screen.findByRole('row', { name: /user\.update/ }));
    expect(row.getByText('Boss (ID 1)')).toBeInTheDocument();
    expect(row.getByText('Aria (ID 42)')).toBeInTheDocument();
    expect(row.getByText('webMgt: None → Account Management, News')).toBeInTheDocument();
    expect(row.getByText('agaiaCoins: 0 → 50')).toBeInTheDocument();
    expect(row.getByText(new Date('2026-06-01T10:00:00.000Z').getFullYear().toString(), { exact: false }));
  });

  it("names a pack's benefits and how long they last, not the raw record", async () => {
    const until = '2036-06-01T10:00:00.000Z';
    const pack = entry({
      id: 2,
      action: 'user.grantFounderPack',
      changes: {
        pack: 'Founder Pack',
        benefits: [
          { benefitId: 334, until },
          { benefitId: 99, days: 7 },
        ],
      },
    });
    stubFetch({
      [SEARCH]: { json: { entries: [pack], total: 1 } },
      'GET /api/admin/benefitNames': { json: { benefits: [{ benefitId: 334, name: 'Founder Pack' }] } },
    });
    renderApp('/admin/audit', { user: buildUser({ webMgt: 2 * 5 }) });
    const row = within(await screen.findByRole('row', { name: /user\.grantFounderPack/ }, LAZY));
    expect(
      await row.findByText(`benefits: 334 · Founder Pack until ${formatDateTime(until)}; 99 for 7 days`),
    ).toBeInTheDocument();
    expect(row.queryByText(/benefitId/)).toBeNull();
  });

  it('filters by actor, target, action and local days, from page 1', async () => {
    const mock = await openAudit();
    await userEvent.type(screen.getByLabelText('Actor'), 'boss');
    await userEvent.type(screen.getByLabelText('Target'), 'aria');
    await userEvent.type(screen.getByLabelText('Action'), 'user.');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-06-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-06-02' } });
    await userEvent.click(screen.getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() =>
      expect(lastQuery(mock)).toEqual({
        actor: 'boss',
        target: 'aria',
        action: 'user.',
        from: new Date('2026-06-01T00:00').toISOString(),
        to: new Date(new Date('2026-06-03T00:00').getTime() - 1).toISOString(),
        page: '1',
        pageSize: '50',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(lastQuery(mock)).toEqual({ page: '1', pageSize: '50' }));
  });

  it('exports the filtered entries as a CSV file, and says why an export failed', async () => {
    const mock = await openAudit({ [EXPORT]: { text: '"When (UTC)"\r\n' } });
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:audit');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await userEvent.type(screen.getByLabelText('Actor'), 'boss');
    await userEvent.click(screen.getByRole('button', { name: 'Apply Filters' }));
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(lastQuery(mock, EXPORT)).toEqual({ actor: 'boss' });
    expect(created).toHaveBeenCalledWith(expect.any(Blob));

    stubFetch({ [EXPORT]: { status: 403, json: { message: 'You do not have permission.' } } });
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('You do not have permission.')).toBeInTheDocument();
  });
});
