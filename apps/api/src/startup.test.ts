import { describe, expect, it } from 'vitest';
import { testConfig } from '../test/helpers.ts';
import { startupLines } from './startup.ts';

describe('the start lines', () => {
  it('say what is on, with hosts only: never a password, a key or a full connection URL', () => {
    const config = testConfig({
      DATABASE_URL: 'postgres://agaia:db-secret@db.internal:5432/agaia',
      SMTP_URL: 'smtps://mailer:smtp-secret@smtp.example.com:465',
      STRIPE_SECRET_KEY: 'sk_live_abc123',
      STRIPE_WEBHOOK_SECRET: 'whsec_hook123',
      TWITCH_CLIENT_ID: 'client',
      TWITCH_CLIENT_SECRET: 'twitch-secret',
      TWITCH_GAME_ID: '18846',
      REDIS_URL: 'redis://:redis-secret@cache.internal:6379',
      ADMIN_TWO_FACTOR: 'required',
      GAME_BACKEND: 'tera-api',
      TERA_GATEWAY_URL: 'http://127.0.0.1:8040',
      TERA_DB_URL: 'mysql://tera:tera-secret@127.0.0.1:3306/tera',
      STATS_TIME_ZONE: 'America/Sao_Paulo',
    });
    const lines = startupLines(config, { kind: 'postgres' }, { detail: 'ECONNREFUSED' });
    expect(lines).toEqual([
      'Agaia Online is running at http://localhost:3000',
      'Database: PostgreSQL at db.internal:5432/agaia',
      'Mail: sent through smtp.example.com:465',
      'Payments: Stripe, live mode, in BRL',
      'Twitch: on, game 18846, checked every 60 s',
      'Game: tera-api does NOT answer (Gateway 127.0.0.1:8040, database 127.0.0.1:3306/tera): ECONNREFUSED. Registration and deliveries wait for it; see /api/health.',
      'Instances: rate-limit and failed-login counts shared through Redis at cache.internal:6379',
      'Statistics: days counted in America/Sao_Paulo',
      'Admins: two-factor authentication required before the admin panel opens.',
    ]);
    expect(lines.join('\n')).not.toMatch(/secret|sk_live|whsec|tera:|agaia:/);
  });

  it('warn when admins need no second factor', () => {
    const lines = startupLines(testConfig({ ADMIN_TWO_FACTOR: 'optional' }), { kind: 'pglite' });
    expect(lines.at(-1)).toMatch(/^Admins: ADMIN_TWO_FACTOR=optional, .* Not for a live site\.$/);
  });
});
