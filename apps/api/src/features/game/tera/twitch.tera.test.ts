import { GameMessages, Prime } from '@agaia/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../../test/builders/accounts.ts';
import { buildReward, createTwitchTestApp, linkTwitch, setTime } from '../../../../test/builders/twitch.ts';
import { startTeraGatewayFake } from '../../../../test/fakes/tera-gateway/server.ts';
import { buildGameAccount, fakeOnly } from '../../../../test/tera.ts';

const BOX = {
  id: 52,
  title: 'Drop box',
  days: 30,
  items: [{ itemTemplateId: 9101, boxItemId: 201, boxItemCount: 1 }],
};
const tera = await startTeraGatewayFake({ boxes: [BOX] });
afterAll(() => tera.close());
const { app, fake: twitch } = await createTwitchTestApp({
  env: {
    GAME_BACKEND: 'tera-api',
    TERA_GATEWAY_URL: tera.url,
    TERA_DB_URL: tera.databaseUrl,
    TERA_TIMEOUT_MS: '400',
  },
});
const worker = app.modules.game.worker;

describe('Twitch rewards with tera-api', () => {
  fakeOnly('a claimed reward reaches the game as its box, once however often it is claimed', async () => {
    const { account, password } = await buildGameAccount(app);
    const { headers } = await loginAs(app, account.userName, password);
    await linkTwitch(app, twitch, headers, { id: '770001' });
    const reward = await buildReward(app, {
      requiredMinutes: 1,
      itemId: 9101,
      itemQuantity: 1,
      boxId: BOX.id,
    });
    await setTime(app, account.accountDBID, { watch: 120 });
    const claim = () =>
      app.inject({
        method: 'POST',
        url: '/api/user/twitch/getviewerreward',
        headers,
        payload: { rewardId: reward.id },
      });
    expect((await claim()).statusCode).toBe(200);
    expect((await claim()).statusCode).toBe(409);
    await worker?.tick();
    await worker?.tick();
    const boxes = await tera.rows('SELECT 1 FROM report_boxes WHERE accountDBID = ? AND logId = ?', [
      account.accountDBID,
      BOX.id,
    ]);
    expect(boxes).toHaveLength(1);
  });

  it('refuses to save a reward whose item has no game box', async () => {
    const admin = await buildGameAccount(app, { webMgt: Prime.twitchDrops });
    const { headers } = await loginAs(app, admin.account.userName, admin.password);
    const boundary = 'x-boundary';
    const fields = {
      season: '1',
      type: 'viewer',
      title: 'Boxless',
      requiredMinutes: '60',
      itemId: '5',
      itemQuantity: '1',
    };
    const body = `${Object.entries(fields)
      .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('')}--${boundary}--\r\n`;
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/twitch/rewards',
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(GameMessages.boxRequired);
  });

  it('refuses a shop product whose items lack a game box, or send more than 10 of one', async () => {
    const keeper = await buildGameAccount(app, { webMgt: Prime.shop });
    const { headers } = await loginAs(app, keeper.account.userName, keeper.password);
    const save = (items: unknown[]) =>
      app.inject({
        method: 'POST',
        url: '/api/admin/shop/products',
        headers,
        payload: { name: 'Bundle', price: 2990, grants: { coins: 100, items } },
      });
    const boxless = await save([{ itemId: 9101, quantity: 1 }]);
    expect(boxless.statusCode).toBe(400);
    expect(boxless.json().message).toBe(GameMessages.boxRequired);
    expect((await save([{ itemId: 9101, quantity: 11, boxId: BOX.id }])).json().message).toBe(
      GameMessages.tooManyBoxes,
    );
    expect((await save([{ itemId: 9101, quantity: 2, boxId: BOX.id }])).statusCode).toBe(201);
  });
});
