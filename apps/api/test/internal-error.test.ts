import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
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
