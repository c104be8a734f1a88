import { HealthDown } from '@agaia/contract';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { DATABASE_UNAVAILABLE_MESSAGE, DatabaseUnreachableError } from '../src/db/errors.ts';
import { openTestDatabase, testConfig } from './helpers.ts';

describe('a failure inside the server', () => {
  it('answers 500 with a generic message and no internals', async () => {
    const database = await openTestDatabase();
    const brokenDatabase = {
      ...database,
      ping: async () => {
        throw new Error('connection refused at 10.1.2.3:5432 password=hunter2');
      },
    };
    const app = await buildApp({ config: testConfig(), database: brokenDatabase });
    try {
      const response = await app.inject('/api/health');
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: 'Internal server error.', code: 'INTERNAL' });
      expect(response.body).not.toContain('hunter2');
    } finally {
      await app.close();
    }
  });
});

describe('a database that does not answer', () => {
  it('makes /api/health answer 503 `down` with the reason in the one error shape', async () => {
    const database = await openTestDatabase();
    const refused = Object.assign(new Error('connect ECONNREFUSED 10.1.2.3:5432'), { code: 'ECONNREFUSED' });
    const stoppedDatabase = {
      ...database,
      ping: async () => {
        throw new DatabaseUnreachableError(refused);
      },
    };
    const app = await buildApp({ config: testConfig(), database: stoppedDatabase });
    try {
      const response = await app.inject('/api/health');
      expect(response.statusCode).toBe(503);
      expect(HealthDown.parse(response.json())).toMatchObject({
        message: DATABASE_UNAVAILABLE_MESSAGE,
        code: 'DATABASE_UNAVAILABLE',
        status: 'down',
        database: 'unreachable',
      });
      expect(response.body).not.toContain('10.1.2.3');
    } finally {
      await app.close();
    }
  });
});
