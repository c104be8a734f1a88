import { Prime } from '@agaia/contract';
import { describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/builders/accounts.ts';
import { buildGameAccount, createTeraTestApp, gameAccount, storedGamePassword } from '../../../test/tera.ts';

const { app, fake } = await createTeraTestApp();

describe('a confirmed deletion with tera-api', () => {
  it('leaves the game account with a password nobody knows, so neither the site nor the game lets the player in', async () => {
    const { account, password } = await buildGameAccount(app);
    const player = await loginAs(app, account.userName, password);
    const filed = await app.inject({
      method: 'POST',
      url: '/api/user/deletion-request',
      headers: player.headers,
      payload: { password },
    });
    expect(filed.statusCode).toBe(200);

    const admin = await buildGameAccount(app, { webMgt: Prime.accountManagement * Prime.accountActions });
    const { headers } = await loginAs(app, admin.account.userName, admin.password);
    const list = await app.inject({ url: '/api/admin/deletionRequests', headers });
    const [request] = list.json().requests;
    const confirmed = await app.inject({
      method: 'POST',
      url: `/api/admin/deletionRequests/${request.id}/confirm`,
      headers,
    });
    expect(confirmed.statusCode).toBe(200);

    const game = await gameAccount(fake, account.accountDBID);
    expect(game?.passWord).not.toBe(storedGamePassword(password));
    // The game's own credentials no longer open it either: the site cannot adopt it back at login.
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: account.userName, password },
    });
    expect(login.statusCode).toBe(401);
  });
});
