import { fillTemplate, Prime } from '@agaia/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { buildAccount, loginAs } from '../../../test/builders/accounts.ts';
import { startSmtpSink } from '../../../test/fakes/smtp-sink.ts';
import { createTestApp } from '../../../test/helpers.ts';
import { AccountDeletionText } from '../../i18n/en/account-deletion.ts';
import { ptBRAccountDeletion } from '../../i18n/pt-BR/account-deletion.ts';
import { ptBRAuth } from '../../i18n/pt-BR/auth.ts';
import { ptBRMails } from '../../i18n/pt-BR/mails.ts';

const smtp = await startSmtpSink();
afterAll(() => smtp.close());
const app = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://agaia.test' } });

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers?: Headers, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers, payload });
const portuguese = (headers: Headers) => ({ ...headers, 'accept-language': 'pt-BR' });

/** A logged-in player whose account reads the site and its mails in `language` (chosen on the profile). */
async function player(language: 'en' | 'pt-BR') {
  const built = await buildAccount(app);
  const { headers } = await loginAs(app, built.account.userName, built.password);
  expect((await call('PUT', '/user/language', headers, { language })).statusCode).toBe(200);
  return { ...built, headers };
}

const staff = await buildAccount(app, { webMgt: Prime.accountManagement * Prime.accountActions });
const staffHeaders = (await loginAs(app, staff.account.userName, staff.password)).headers;

async function requestIdOf(accountDBID: number): Promise<number> {
  const list = (await call('GET', '/admin/deletionRequests?pageSize=all', staffHeaders)).json();
  return list.requests.find((entry: { accountDBID: number }) => entry.accountDBID === accountDBID).id;
}

describe('a deletion request in Portuguese', () => {
  it('answers the player in the language of the request: refusals, the receipt, taking it back', async () => {
    const owner = await player('pt-BR');
    const wrong = await call('POST', '/user/deletion-request', portuguese(owner.headers), { password: 'no' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      message: ptBRAuth.wrongPassword,
      fieldErrors: { password: [ptBRAuth.wrongPassword] },
    });

    const filed = await call('POST', '/user/deletion-request', portuguese(owner.headers), {
      password: owner.password,
    });
    expect(filed.json()).toEqual({ message: ptBRAccountDeletion.requested });
    const again = await call('POST', '/user/deletion-request', portuguese(owner.headers), {
      password: owner.password,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ptBRAccountDeletion.alreadyWaiting);
    const english = await call('POST', '/user/deletion-request', owner.headers, { password: owner.password });
    expect(english.json().message).toBe('Your deletion request is already waiting for the staff.');

    const cancelled = await call('DELETE', '/user/deletion-request', portuguese(owner.headers));
    expect(cancelled.json()).toEqual({ message: ptBRAccountDeletion.cancelled });
    const none = await call('DELETE', '/user/deletion-request', portuguese(owner.headers));
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(ptBRAccountDeletion.nothingPending);
  });

  it('mails a pt-BR account in Portuguese (subject, text and HTML) and an English one in English', async () => {
    const owner = await player('pt-BR');
    await call('POST', '/user/deletion-request', owner.headers, { password: owner.password });
    const receipt = await smtp.waitFor(owner.account.email, ptBRAccountDeletion.mailReceived_subject);
    expect(receipt.subject).toMatch(new RegExp(`^${ptBRAccountDeletion.mailReceived_subject} · `));
    const greeting = fillTemplate(ptBRMails.greeting, { userName: owner.account.userName });
    for (const part of [receipt.text, receipt.html]) {
      expect(part).toContain(greeting);
      expect(part).toContain(ptBRAccountDeletion.mailReceived_body);
      expect(part).toContain(ptBRAccountDeletion.mailReceived_notYou);
      expect(part).toContain(ptBRMails.passkeyChanged_action);
      for (const english of ['Hello', 'request', 'Open your profile']) expect(part).not.toContain(english);
    }
    expect(receipt.html).toContain('lang="pt-BR"');

    const id = await requestIdOf(owner.account.accountDBID);
    const confirmed = await call('POST', `/admin/deletionRequests/${id}/confirm`, portuguese(staffHeaders));
    expect(confirmed.json()).toEqual({
      message: fillTemplate(ptBRAccountDeletion.deleted, { id: owner.account.accountDBID }),
    });
    const last = await smtp.waitFor(owner.account.email, ptBRAccountDeletion.mailConfirmed_subject);
    for (const part of [last.text, last.html]) {
      expect(part).toContain(ptBRAccountDeletion.mailConfirmed_body);
      expect(part).toContain(ptBRAccountDeletion.mailConfirmed_records);
    }

    const reader = await player('en');
    await call('POST', '/user/deletion-request', reader.headers, { password: reader.password });
    const englishReceipt = await smtp.waitFor(
      reader.account.email,
      'We received your account deletion request',
    );
    expect(englishReceipt.text).toContain(`Hello ${reader.account.userName},`);
    expect(englishReceipt.text).toContain(AccountDeletionText.mailReceived_body);
    expect(englishReceipt.text).toContain('Open your profile: https://agaia.test/profile');
    expect(englishReceipt.html).toContain('If the button does not work, open this address:');
    const englishId = await requestIdOf(reader.account.accountDBID);
    const declined = await call(
      'POST',
      `/admin/deletionRequests/${englishId}/decline`,
      portuguese(staffHeaders),
      {
        note: 'Você tem um pedido em aberto.',
      },
    );
    expect(declined.json()).toEqual({ message: ptBRAccountDeletion.declined });
    const decline = await smtp.waitFor(reader.account.email, 'Your account deletion request was declined');
    expect(decline.text).toContain(
      'A member of staff declined your request to delete your account: Você tem um pedido em aberto.',
    );
  });

  it('refuses the staff in Portuguese', async () => {
    const manager = await buildAccount(app, { webMgt: Prime.accountManagement * Prime.accountBenefits });
    const managerHeaders = (await loginAs(app, manager.account.userName, manager.password)).headers;
    const owner = await player('en');
    await call('POST', '/user/deletion-request', owner.headers, { password: owner.password });
    const id = await requestIdOf(owner.account.accountDBID);
    const refused = await call('POST', `/admin/deletionRequests/${id}/confirm`, portuguese(managerHeaders));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ptBRAccountDeletion.needsAccountActions);
    const unknown = await call('POST', '/admin/deletionRequests/999999/decline', portuguese(staffHeaders), {
      note: 'x',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(ptBRAccountDeletion.requestNotFound);
  });
});
