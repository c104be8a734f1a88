import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { startTeraGatewayFake } from '../../../../test/fakes/tera-gateway/server.ts';
import { openTestDatabase, testConfig } from '../../../../test/helpers.ts';
import { buildGameAccount } from '../../../../test/tera.ts';
import { buildApp } from '../../../app.ts';

// The log at its most talkative while tera-api's database fails a statement that carries a game password.
const lines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});
const fake = await startTeraGatewayFake();
afterAll(() => fake.close());
const app = await buildApp({
  config: testConfig({
    LOG_LEVEL: 'trace',
    GAME_BACKEND: 'tera-api',
    TERA_GATEWAY_URL: fake.url,
    TERA_DB_URL: fake.databaseUrl,
    TERA_PASSWORD_FORMAT: 'plain',
  }),
  database: await openTestDatabase(),
  logStream,
});
afterAll(() => app.close());

describe('V16 Security Logging and Error Handling: logs with tera-api', () => {
  it("[2.3.3, 16.2.5] keep a failed game-database statement's code, never the password it carried", async () => {
    const { account } = await buildGameAccount(app);
    const token = await app.modules.accounts.tokens.issue(
      account.accountDBID,
      'reset_password',
      account.email,
    );
    await fake.rows('ALTER TABLE account_info RENAME COLUMN passWord TO passWordGone');
    try {
      const reset = await app.inject({
        method: 'POST',
        url: `/api/auth/reset-password/${token}`,
        payload: { newPassword: 'Leaky secret 42' },
      });
      expect(reset.statusCode).toBe(503);
    } finally {
      await fake.rows('ALTER TABLE account_info RENAME COLUMN passWordGone TO passWord');
    }
    const log = lines.join('');
    expect(log).toContain('ER_BAD_FIELD_ERROR');
    expect(log).not.toContain('Leaky secret 42');
    // The reset rolled back: the link still works once the game takes passwords again.
    const again = await app.inject({
      method: 'POST',
      url: `/api/auth/reset-password/${token}`,
      payload: { newPassword: 'Leaky secret 43' },
    });
    expect(again.statusCode).toBe(200);
  });
});
