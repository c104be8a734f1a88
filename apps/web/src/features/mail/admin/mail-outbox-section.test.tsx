import type { AdminMail } from '@agaia/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { queriesSent, type StubResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { buildUser, LAZY, renderApp } from '../../../test/render-app.tsx';
import { errorToasts, politeToasts } from '../../../test/toasts.ts';

const LIST = 'GET /api/admin/mails';

const mail = (overrides: Partial<AdminMail> = {}): AdminMail => ({
  id: 12,
  accountDBID: 42,
  userName: 'Aria',
  recipient: 'aria@example.com',
  subject: 'Confirm your email address · Agaia Online',
  status: 'failed',
  attempts: 6,
  createdAt: '2026-11-20T10:00:00.000Z',
  lastAttemptAt: '2026-11-20T18:36:00.000Z',
  nextAttemptAt: null,
  sentAt: null,
  lastError: { code: 'EENVELOPE', responseCode: 450, command: 'RCPT TO' },
  canResend: true,
  ...overrides,
});

const ROWS = [
  mail(),
  mail({
    id: 11,
    status: 'pending',
    attempts: 2,
    nextAttemptAt: '2026-11-20T10:06:00.000Z',
    lastError: { code: 'ESOCKET', responseCode: null, command: 'CONN' },
  }),
  mail({
    id: 10,
    recipient: 'bo@example.com',
    userName: 'Bo',
    accountDBID: 43,
    status: 'sent',
    attempts: 1,
    sentAt: '2026-11-19T09:00:00.000Z',
    lastError: null,
    canResend: false,
  }),
  mail({ id: 9, status: 'failed', canResend: false, recipient: '(removed)', userName: 'deleted-44' }),
];

const list = (mails = ROWS): StubResponse => ({
  json: { mails, total: mails.length, counts: { pending: 1, failed: 2 } },
});

async function openMails(routes: Record<string, StubResponse> = {}, webMgt = 2) {
  const mock = stubFetch({ [LIST]: list(), ...routes });
  renderApp('/admin/mails', { user: buildUser({ webMgt }) });
  const table = await screen.findByRole('table', { name: 'Mails' }, LAZY);
  return { mock, table };
}

const row = (table: HTMLElement, id: number) =>
  within(within(table).getByText(`Mail #${id}`).closest('tr') as HTMLElement);

describe('admin Accounts: Mail Outbox', () => {
  it('has its entry in the admin menu', async () => {
    await openMails();
    expect(screen.getByRole('link', { name: 'Mail Outbox' })).toBeInTheDocument();
  });

  it('lists each mail: recipient and account, subject, state, attempts and the last error codes', async () => {
    const { table } = await openMails();
    expect(screen.getByText('1 waiting · 2 failed')).toBeInTheDocument();
    const failed = row(table, 12);
    for (const text of ['aria@example.com', 'Aria (ID 42)', 'Failed', '6 attempts'])
      expect(failed.getByText(text)).toBeInTheDocument();
    expect(failed.getByText('Last error: EENVELOPE 450 RCPT TO')).toBeInTheDocument();
    expect(failed.getByRole('button', { name: 'Resend mail 12' })).toBeInTheDocument();
    expect(row(table, 11).getByText('Waiting')).toBeInTheDocument();
    expect(row(table, 11).getByText('Last error: ESOCKET CONN')).toBeInTheDocument();
    expect(row(table, 11).getByText(/^Next try /)).toBeInTheDocument();
    expect(row(table, 10).getByText('Sent')).toBeInTheDocument();
    expect(row(table, 10).queryByRole('button', { name: 'Resend mail 10' })).toBeNull();
    expect(row(table, 9).getByText('Text no longer kept')).toBeInTheDocument();
    expect(row(table, 9).queryByRole('button')).toBeNull();
  });

  it('resends a mail and says so in a toast; a refusal shows the server message as an error toast', async () => {
    const { mock, table } = await openMails({
      'POST /api/admin/mails/12/resend': { json: { message: 'The mail is on its way again.' } },
      'POST /api/admin/mails/11/resend': {
        status: 409,
        json: { message: 'This mail is being sent right now: look again in a minute.' },
      },
    });
    await userEvent.click(row(table, 12).getByRole('button', { name: 'Resend mail 12' }));
    expect(await politeToasts().findByText('The mail is on its way again.')).toBeInTheDocument();
    await userEvent.click(row(table, 11).getByRole('button', { name: 'Resend mail 11' }));
    expect(
      await errorToasts().findByText('This mail is being sent right now: look again in a minute.'),
    ).toBeInTheDocument();
    // Each resend reads the list again.
    expect(queriesSent(mock, LIST).length).toBeGreaterThanOrEqual(3);
  });

  it('filters by status from the first page, and says when there is nothing to show', async () => {
    const { mock } = await openMails();
    expect(queriesSent(mock, LIST)[0]?.get('status')).toBeNull();
    stubFetch({ [LIST]: list([]) });
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'failed');
    expect(await screen.findByText('No mails here.')).toBeInTheDocument();
  });

  it('shows the load failure with the server message', async () => {
    stubFetch({ [LIST]: { status: 500, json: { message: 'Internal server error.' } } });
    renderApp('/admin/mails', { user: buildUser({ webMgt: 2 }) });
    expect(await screen.findByText('Internal server error.', undefined, LAZY)).toBeInTheDocument();
  });

  it('is not offered without Account Management', async () => {
    stubFetch({ 'GET /api/admin/shop/products': { json: { products: [] } } });
    renderApp('/admin/mails', { user: buildUser({ webMgt: 37 }) });
    expect(await screen.findByRole('navigation', { name: 'Admin Menu' }, LAZY)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Mail Outbox' })).toBeNull();
  });
});
