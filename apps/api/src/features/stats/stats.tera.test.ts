import { Prime } from '@agaia/contract';
import { describe, expect } from 'vitest';
import { loginAs } from '../../../test/builders/accounts.ts';
import { createTestClock } from '../../../test/helpers.ts';
import { buildGameAccount, createTeraTestApp, fakeOnly } from '../../../test/tera.ts';
import { onlineQuarterHours, onlineSamples } from '../../db/schema/index.ts';

// With tera-api: players online sampled from ListServers, characters counted in its database (São Paulo: UTC-3).
const clock = createTestClock(new Date('2026-11-20T12:00:30Z'));
const { app, fake } = await createTeraTestApp({
  clock,
  env: { STATS_TIME_ZONE: 'America/Sao_Paulo' },
  fake: {
    servers: [
      { serverId: 2800, nameString: 'Agaia', isAvailable: true, isEnabled: true, usersOnline: 12 },
      { serverId: 2801, nameString: 'Velika', isAvailable: true, isEnabled: true, usersOnline: 3 },
    ],
  },
});
const { db } = app.platform;
const stats = app.modules.stats;
const built = await buildGameAccount(app, { webMgt: Prime.statsGame * Prime.statsCharacter });
// The clock jumps past the admin's idle timeout between steps: each read logs in anew.
const get = async (path: string) => {
  const { headers } = await loginAs(app, built.account.userName, built.password);
  return app.inject({ url: `/api/admin/stats/${path}`, headers });
};
const setOnline = (serverId: number, users: number) =>
  fake.rows('UPDATE server_info SET usersOnline = ? WHERE serverId = ?', [users, serverId]);

describe('players online with tera-api', () => {
  fakeOnly(
    'samples each server once a minute, skips a minute the game does not answer, and plots peak and mean',
    async () => {
      expect(await stats.sampleOnline()).toBe(2);
      // The same minute again (another instance taking over the jobs) adds nothing.
      expect(await stats.sampleOnline()).toBe(0);
      clock.advance(60_000);
      await setOnline(2800, 20);
      expect(await stats.sampleOnline()).toBe(2);
      clock.advance(60_000);
      fake.failNext('/serverApi/ListServers', { kind: 'http500' });
      expect(await stats.sampleOnline()).toBe(0);
      // 2026-11-21 02:59 local is still the 20th there: the next day starts at 03:00 UTC.
      clock.set(new Date('2026-11-21T02:59:00Z'));
      await setOnline(2800, 40);
      expect(await stats.sampleOnline()).toBe(2);
      clock.set(new Date('2026-11-21T03:00:00Z'));
      await setOnline(2801, 7);
      expect(await stats.sampleOnline()).toBe(2);

      const answer = await get('online?from=2026-11-19&to=2026-11-21');
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({
        connected: true,
        servers: [
          { serverId: 2800, name: 'Agaia', now: 40, peak: [0, 40, 40], average: [0, 24, 40] },
          { serverId: 2801, name: 'Velika', now: 7, peak: [0, 3, 7], average: [0, 3, 7] },
        ],
      });
    },
  );

  fakeOnly('keeps samples a year', async () => {
    clock.set(new Date('2027-11-22T12:00:00Z'));
    await stats.sampleOnline();
    const kept = await db.select().from(onlineSamples);
    expect(kept.every((sample) => sample.sampledAt >= new Date('2026-11-21T12:00:00Z'))).toBe(true);
    expect(kept.filter((sample) => sample.sampledAt.getUTCFullYear() === 2027)).toHaveLength(2);
    const quarters = await db.select().from(onlineQuarterHours);
    expect(quarters.map((q) => [q.serverId, q.startsAt.toISOString(), q.samples])).toEqual([
      [2800, '2027-11-22T12:00:00.000Z', 1],
      [2801, '2027-11-22T12:00:00.000Z', 1],
    ]);
  });
});

describe('Character Stats with tera-api', () => {
  fakeOnly(
    'counts characters per class, race and level band, in all and per server, read at most every 5 minutes',
    async () => {
      const character = (id: number, serverId: number, classId: number, raceId: number, level: number) => [
        id,
        serverId,
        9_000 + id,
        `Hero${id}`,
        classId,
        0,
        raceId,
        level,
      ];
      const rows = [
        character(1, 2800, 1, 3, 65),
        character(2, 2800, 1, 0, 60),
        character(3, 2800, 10, 5, 1),
        character(4, 2801, 12, 3, 10),
        character(5, 2801, 1, 3, 11),
      ];
      for (const row of rows)
        await fake.rows(
          'INSERT INTO account_characters (characterId, serverId, accountDBID, name, classId, genderId, raceId, level) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
          row,
        );
      const answer = await get('characters');
      expect(answer.statusCode).toBe(200);
      const body = answer.json();
      expect(body).toMatchObject({ connected: true, readAt: clock.now().toISOString() });
      expect(body.all).toEqual({
        total: 5,
        classes: [
          { id: 1, count: 3 },
          { id: 10, count: 1 },
          { id: 12, count: 1 },
        ],
        races: [
          { id: 0, count: 1 },
          { id: 3, count: 3 },
          { id: 5, count: 1 },
        ],
        levels: [
          { from: 1, to: 10, count: 2 },
          { from: 11, to: 20, count: 1 },
          { from: 51, to: 60, count: 1 },
          { from: 61, to: 70, count: 1 },
        ],
      });
      expect(body.servers.map((s: { name: string; total: number }) => [s.name, s.total])).toEqual([
        ['Agaia', 3],
        ['Velika', 2],
      ]);

      await fake.rows(
        'INSERT INTO account_characters (characterId, serverId, accountDBID, name, classId, genderId, raceId, level) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
        character(6, 2800, 0, 0, 30),
      );
      expect((await get('characters')).json().all.total).toBe(5);
      clock.advance(5 * 60_000);
      expect((await get('characters')).json().all.total).toBe(6);
    },
  );
});
