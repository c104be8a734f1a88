import { ADMIN_PRIVILEGE, ALL_WEB_PERMISSIONS } from '@agaia/contract';
import { describe, expect, it } from 'vitest';
import { bootstrap } from '../src/bootstrap.ts';
import { createTestApp } from './helpers.ts';

const app = await createTestApp({
  env: { ADMIN_USERNAME: 'warden', ADMIN_EMAIL: 'warden@example.com', ADMIN_PASSWORD: 'warden-pass' },
});

describe('start-up', () => {
  it('creates the ADMIN_USERNAME administrator once, who can log in', async () => {
    await bootstrap(app, app.log);
    await bootstrap(app, app.log);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: 'warden', password: 'warden-pass' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ webMgt: ALL_WEB_PERMISSIONS, privilege: ADMIN_PRIVILEGE });
  });
});
