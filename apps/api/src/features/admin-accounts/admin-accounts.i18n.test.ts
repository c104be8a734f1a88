import { ALL_WEB_PERMISSIONS, fillTemplate, Messages, ptBRContractText } from '@agaia/contract';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { adminEditForm, buildAccount, loginAs } from '../../../test/builders/accounts.ts';
import { startSmtpSink } from '../../../test/fakes/smtp-sink.ts';
import { createTestApp } from '../../../test/helpers.ts';
import { accounts } from '../../db/schema/index.ts';
import { AdminAccountsText } from '../../i18n/en/admin-accounts.ts';
import { MailsText } from '../../i18n/en/mails.ts';
import { localize } from '../../i18n/index.ts';
import { ptBRAccounts } from '../../i18n/pt-BR/accounts.ts';
import { ptBRAdminAccounts } from '../../i18n/pt-BR/admin-accounts.ts';
import { ptBRMails } from '../../i18n/pt-BR/mails.ts';
import { banMessage } from '../accounts/accounts.module.ts';
import { loadPacks } from './packs.ts';

const smtp = await startSmtpSink();
afterAll(() => smtp.close());
const app = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://agaia.test' } });
const chief = await buildAccount(app, { webMgt: ALL_WEB_PERMISSIONS });
const { headers } = await loginAs(app, chief.account.userName, chief.password);
const inPortuguese = { ...headers, 'accept-language': 'pt-BR' };

type Headers = Record<string, string>;
const send = (method: 'POST' | 'PUT', url: string, as: Headers, payload: object) =>
  app.inject({ method, url: `/api${url}`, headers: as, payload });

/** A player whose account reads the site (and its mails) in `language`. */
async function playerIn(language: 'en' | 'pt-BR', email?: string) {
  const built = await buildAccount(app, email ? { email } : {});
  await app.platform.db
    .update(accounts)
    .set({ language })
    .where(eq(accounts.accountDBID, built.account.accountDBID));
  return built.account;
}

describe('account administration in the reader’s language', () => {
  it('answers refusals in Portuguese with Accept-Language: pt-BR, values filled, and in English without it', async () => {
    const unknown = await send('PUT', '/admin/users/987654', inPortuguese, adminEditForm(chief.account));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(fillTemplate(ptBRAdminAccounts.accountIdNotFound, { id: 987654 }));
    const english = await send('PUT', '/admin/users/987654', headers, adminEditForm(chief.account));
    expect(english.json().message).toBe('No account with ID 987654.');

    const target = await playerIn('en');
    const backwards = await send('POST', '/admin/banUser', inPortuguese, {
      accountDBID: target.accountDBID,
      startTime: '2099-02-01T00:00:00Z',
      endTime: '2099-01-01T00:00:00Z',
      description: 'x',
      ip: '',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({
      message: ptBRAdminAccounts.banEndsBeforeStart,
      fieldErrors: { endTime: [ptBRAdminAccounts.banEndsBeforeStart] },
    });

    const notBanned = await send('POST', '/admin/unbanUser', inPortuguese, {
      accountDBID: target.accountDBID,
    });
    expect(notBanned.statusCode).toBe(404);
    expect(notBanned.json().message).toBe(ptBRAdminAccounts.notBanned);

    const taken = await send(
      'PUT',
      `/admin/users/${target.accountDBID}`,
      inPortuguese,
      adminEditForm(target, { userName: chief.account.userName }),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(ptBRContractText.messages.userNameTaken);
    expect(Messages.userNameTaken).toBe('This username is already taken.');
  });

  it('answers successes in Portuguese, the player’s name in the sentence', async () => {
    const target = await playerIn('en');
    const updated = await send(
      'PUT',
      `/admin/users/${target.accountDBID}`,
      inPortuguese,
      adminEditForm(target),
    );
    expect(updated.json()).toEqual({ message: ptBRAdminAccounts.userUpdated });

    const ban = {
      accountDBID: target.accountDBID,
      endTime: '2099-01-01T00:00:00Z',
      description: 'x',
      ip: '',
    };
    const banned = await send('POST', '/admin/banUser', inPortuguese, ban);
    expect(banned.json()).toEqual({
      message: fillTemplate(ptBRAdminAccounts.userBanned, { name: target.userName }),
    });
    const lifted = await send('POST', '/admin/unbanUser', headers, { accountDBID: target.accountDBID });
    expect(lifted.json()).toEqual({ message: `User ${target.userName} unbanned successfully.` });
  });

  it('names a bundled pack in Portuguese when it is granted, and when it was already', async () => {
    const target = await playerIn('en');
    const grant = (as: Headers) =>
      send('POST', '/admin/action', as, { action: 'grantVeteranPack', accountDBID: target.accountDBID });
    const granted = await grant(inPortuguese);
    expect(granted.json()).toEqual({
      message: fillTemplate(ptBRAdminAccounts.packGranted, {
        pack: ptBRAdminAccounts.packVeteran,
        userName: target.userName,
      }),
    });
    expect(granted.json().message).toBe(`Pacote de Veterano concedido a ${target.userName}.`);
    const again = await grant(inPortuguese);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      fillTemplate(ptBRAdminAccounts.packAlreadyGranted, {
        userName: target.userName,
        pack: ptBRAdminAccounts.packVeteran,
      }),
    );
    expect((await grant(headers)).json().message).toBe(`${target.userName} already has the Veteran Pack.`);

    const names = (language: Headers) => app.inject({ url: '/api/admin/benefitNames', headers: language });
    const portuguese = (await names(inPortuguese)).json().benefits as { benefitId: number; name: string }[];
    expect(portuguese).toContainEqual({ benefitId: 434, name: ptBRAdminAccounts.packVeteran });
    expect((await names(headers)).json().benefits).toContainEqual({ benefitId: 434, name: 'Veteran Pack' });
  });

  it('every bundled pack’s label is a catalog sentence, so no language shows it in English', async () => {
    const labels = Object.values(loadPacks(undefined)).map((pack) => pack.label);
    expect(labels).toHaveLength(4);
    for (const label of labels) {
      expect(Object.values(AdminAccountsText)).toContain(label);
      expect(localize('pt-BR', label)).not.toBe(label);
    }
  });

  it('mails a pt-BR account in Portuguese when staff change its password and address, an English one in English', async () => {
    const portuguese = await playerIn('pt-BR', 'dona@example.com');
    const edited = await send(
      'PUT',
      `/admin/users/${portuguese.accountDBID}`,
      headers,
      adminEditForm(portuguese, { password: 'set-by-staff-1', email: 'dona.nova@example.com' }),
    );
    expect(edited.statusCode).toBe(200);
    const password = await smtp.waitFor(
      'dona.nova@example.com',
      ptBRAdminAccounts.mailPasswordChanged_subject,
    );
    expect(password.subject).toMatch(new RegExp(`^${ptBRAdminAccounts.mailPasswordChanged_subject} · `));
    const greeting = fillTemplate(ptBRMails.greeting, { userName: portuguese.userName });
    for (const part of [password.text, password.html]) {
      expect(part).toContain(greeting);
      expect(part).toContain(ptBRAdminAccounts.mailPasswordChanged_done);
      expect(part).toContain(ptBRMails.resetPassword_subject);
      expect(part).not.toContain('staff');
    }
    expect(password.html).toContain('lang="pt-BR"');
    const address = await smtp.waitFor('dona@example.com', ptBRAdminAccounts.mailEmailChanged_subject);
    expect(address.text).toContain(
      fillTemplate(ptBRAdminAccounts.mailEmailChanged_done, { newEmail: 'dona.nova@example.com' }),
    );

    const english = await playerIn('en', 'sam@example.com');
    await send(
      'PUT',
      `/admin/users/${english.accountDBID}`,
      headers,
      adminEditForm(english, { password: 'set-by-staff-2' }),
    );
    const mail = await smtp.waitFor('sam@example.com', 'Your password was changed by staff');
    expect(mail.text).toContain(`Hello ${english.userName},`);
    expect(mail.text).toContain(
      'A member of staff set a new password for your account, and every session was logged out.',
    );
    expect(mail.text).toContain(`${MailsText.resetPassword_subject}: https://agaia.test/forgot-password`);
    expect(mail.html).toContain(
      'If you did not ask for this, reset your password at once and contact the staff.',
    );
  });
});

describe('the ban a player is refused with', () => {
  it('writes its end as the reader writes dates', () => {
    const ban = { endTime: new Date('2099-03-04T05:06:00Z'), description: 'Botting in Velika.' };
    expect(localize('en', banMessage(ban))).toBe(
      'This account is banned until 4 March 2099 at 05:06 UTC. Reason: Botting in Velika.',
    );
    expect(localize('pt-BR', banMessage(ban, 'pt-BR'))).toBe(
      fillTemplate(ptBRAccounts.banned, { until: '4 de março de 2099 às 05:06', reason: ban.description }),
    );
  });
});
