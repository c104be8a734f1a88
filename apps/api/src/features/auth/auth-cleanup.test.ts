import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildAccount, loginAs } from '../../../test/builders/accounts.ts';
import { createTestApp, createTestClock } from '../../../test/helpers.ts';
import { loginChallenges, sessions, webauthnChallenges } from '../../db/schema/index.ts';

const clock = createTestClock(new Date('2026-11-24T12:00:00Z'));
const app = await createTestApp({ clock });
const db = app.platform.db;
const DAY = 86_400_000;

describe('the hourly sweep of expired logins', () => {
  it('deletes sessions past their end and expired second steps and passkey ceremonies, and keeps the rest', async () => {
    const idle = await buildAccount(app);
    await loginAs(app, idle.account.userName, idle.password);
    await db.insert(loginChallenges).values({
      tokenHash: 'a'.repeat(64),
      accountDBID: idle.account.accountDBID,
      createdAt: clock.now(),
      expiresAt: new Date(clock.now().getTime() + 300_000),
    });
    await db.insert(webauthnChallenges).values({
      tokenHash: 'b'.repeat(64),
      purpose: 'login',
      challenge: 'c',
      createdAt: clock.now(),
      expiresAt: new Date(clock.now().getTime() + 300_000),
    });
    clock.advance(8 * DAY);
    const active = await buildAccount(app);
    const session = await loginAs(app, active.account.userName, active.password);

    expect(await app.modules.auth.cleanUp()).toEqual({ sessions: 1, challenges: 1, ceremonies: 1 });
    expect(
      await db.select().from(sessions).where(eq(sessions.accountDBID, idle.account.accountDBID)),
    ).toEqual([]);
    const profile = await app.inject({ url: '/api/user/profile', headers: session.headers });
    expect(profile.statusCode).toBe(200);
    expect(await app.modules.auth.cleanUp()).toEqual({ sessions: 0, challenges: 0, ceremonies: 0 });
  });
});
