import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { moneyText } from '../../../../test/admin-builders.ts';
import { expectNoAxeViolation } from '../../../../test/axe.ts';
import { queriesSent, type StubResponse, stubFetch } from '../../../../test/fetch-stub.ts';
import { buildUser, LAZY, renderApp } from '../../../../test/render-app.tsx';
import { buildPaymentStats } from '../../../../test/stats-builders.ts';
import {
  captureDownloads,
  figureTableRows,
  rowsOf,
  statsPanel,
  tileText,
} from '../../../../test/stats-queries.ts';

const PAYMENTS = 'GET /api/admin/stats/payments';
const brl = (cents: number) => moneyText(cents, 'brl');

async function openPaymentStats(
  path = '/admin/payment-stats',
  answer: StubResponse = { json: buildPaymentStats() },
) {
  const mock = stubFetch({ [PAYMENTS]: answer });
  const rendered = renderApp(path, { user: buildUser({ webMgt: 19 }) });
  await screen.findByRole('heading', { level: 3, name: 'Payment Statistics' }, LAZY);
  return { mock, ...rendered };
}

async function shop() {
  await within(await screen.findByRole('region', { name: 'Shop' })).findByText('Revenue', { selector: 'dt' });
  return statsPanel('Shop');
}

describe('admin Statistics: Payment Stats', () => {
  it('shows revenue, paid orders, the average, refunds, disputes and the deliveries on their way', async () => {
    await openPaymentStats();
    const panel = await shop();
    expect(tileText(panel, 'Revenue')).toBe(brl(11960));
    expect(tileText(panel, 'Paid orders')).toBe('4');
    expect(tileText(panel, 'Average order')).toBe(brl(2990));
    expect(tileText(panel, 'Refunds')).toBe(`1 · amount ${brl(2990)}`);
    expect(tileText(panel, 'Disputes')).toBe(`0 · amount ${brl(0)}`);
    expect(tileText(panel, 'Deliveries on their way')).toBe('none');
  });

  it("gives the oldest open delivery's age, and — for the average without a paid order", async () => {
    const oldest = new Date(Date.now() - (3 * 60 + 20) * 60_000 - 5_000).toISOString();
    const data = buildPaymentStats({
      deliveries: { open: 2, oldestCreatedAt: oldest },
      totals: { ...buildPaymentStats().totals, averageOrderCents: null },
    });
    await openPaymentStats('/admin/payment-stats', { json: data });
    const panel = await shop();
    expect(tileText(panel, 'Deliveries on their way')).toBe('2 · oldest 3 h 20 min');
    expect(tileText(panel, 'Average order')).toBe('—');
  });

  it('shows revenue and paid orders per day, every order status and the top products in tables', async () => {
    await openPaymentStats();
    const panel = await shop();
    expect(await figureTableRows(panel, 'Revenue and paid orders')).toEqual([
      'Day | Revenue | Paid orders',
      `Nov 22, 2026 | ${brl(2990)} | 1`,
      `Nov 23, 2026 | ${brl(0)} | 0`,
      `Nov 24, 2026 | ${brl(8970)} | 3`,
    ]);
    expect(await figureTableRows(panel, 'Orders by status')).toEqual([
      'Status | Orders',
      'Pending | 2',
      'Paid | 3',
      'Failed | 1',
      'Expired | 4',
      'Refunded | 1',
      'Disputed | 0',
    ]);
    expect(rowsOf(panel.getByRole('table', { name: 'Top products' }))).toEqual([
      'Product | Orders | Revenue',
      `Starter Pack | 3 | ${brl(8970)}`,
      `=Founder Pack | 1 | ${brl(2990)}`,
    ]);
  });

  it('downloads revenue as CSV: amounts with their decimals under a header naming the currency', async () => {
    await openPaymentStats();
    const panel = await shop();
    const files = captureDownloads();
    await userEvent.click(panel.getByRole('button', { name: 'Download CSV of Revenue and paid orders' }));
    await userEvent.click(panel.getByRole('button', { name: 'Download CSV of Orders by status' }));
    expect(files.map((file) => file.name)).toEqual([
      'revenue-2026-11-22-to-2026-11-24.csv',
      'orders-by-status-2026-11-22-to-2026-11-24.csv',
    ]);
    expect(await files[0]?.read()).toBe(
      '"Day","Revenue (BRL)","Paid orders"\r\n"2026-11-22","29.90","1"\r\n"2026-11-23","0.00","0"\r\n"2026-11-24","89.70","3"\r\n',
    );
    expect((await files[1]?.read())?.split('\r\n').slice(0, 3)).toEqual([
      '"Status","Orders"',
      '"Pending","2"',
      '"Paid","3"',
    ]);
  });

  it('asks for the period the picker sets, and shows the server refusing one beside the picker', async () => {
    const { mock, router } = await openPaymentStats();
    await shop();
    expect(Object.fromEntries(queriesSent(mock, PAYMENTS)[0] ?? [])).toEqual({ bucket: 'day' });
    stubFetch({ [PAYMENTS]: { status: 400, json: { message: 'Bucket must be day, week or month.' } } });
    const form = within(screen.getByRole('form', { name: 'Period' }));
    fireEvent.change(form.getByLabelText('From'), { target: { value: '2026-01-01' } });
    await userEvent.selectOptions(form.getByLabelText('Bucket'), 'Week');
    await userEvent.click(form.getByRole('button', { name: 'Show' }));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      from: '2026-01-01',
      to: '2026-11-24',
      bucket: 'week',
    });
    // The new period in the URL sets the form anew: the same values.
    const after = within(screen.getByRole('form', { name: 'Period' }));
    expect(
      await within(after.getByRole('alert')).findByText('Bucket must be day, week or month.'),
    ).toBeInTheDocument();
    expect(after.getByLabelText('From')).toHaveValue('2026-01-01');
    expect(after.getByLabelText('Bucket')).toHaveValue('week');
  });

  it('shows a failure with Try Again, which reads the figures again', async () => {
    await openPaymentStats('/admin/payment-stats', {
      status: 500,
      json: { message: 'Internal server error.' },
    });
    const panel = within(await screen.findByRole('region', { name: 'Shop' }));
    expect(await panel.findByText('Internal server error.')).toBeInTheDocument();
    stubFetch({ [PAYMENTS]: { json: buildPaymentStats() } });
    await userEvent.click(panel.getByRole('button', { name: 'Try Again' }));
    expect(await panel.findByText('Paid orders', { selector: 'dt' })).toBeInTheDocument();
  });

  it('has no accessibility violation', async () => {
    await openPaymentStats();
    await shop();
    await expectNoAxeViolation();
    await figureTableRows(statsPanel('Shop'), 'Orders by status');
    await expectNoAxeViolation();
  });
});
