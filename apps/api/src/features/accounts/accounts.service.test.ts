import { ADMIN_PRIVILEGE, ALL_WEB_PERMISSIONS } from '@agaia/contract';
import { hash } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers.ts';
import { accounts } from '../../db/schema/index.ts';
import { verifyPassword } from '../../platform/passwords.ts';

const app = await createTestApp();
const service = app.modules.accounts;

describe('accounts', () => {
  it('hashes passwords with argon2id at OWASP parameters', async () => {
    const row = await service.create({
      userName: 'hasher',
      email: 'hasher@example.com',
      password: 'secret-one',
    });
    expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=12288,t=3,p=1\$/);
  });

  it('still verifies a hash made at the earlier OWASP setting (19 MiB, 2 passes)', async () => {
    const earlier = await hash('secret-one', {
      algorithm: 2,
      memoryCost: 19_456,
      timeCost: 2,
      parallelism: 1,
    });
    expect(earlier).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(earlier, 'secret-one')).toBe(true);
    expect(await verifyPassword(earlier, 'secret-two')).toBe(false);
  });

  it('refuses a user name or email that differs only in case, naming which', async () => {
    await service.create({ userName: 'Aria', email: 'aria@example.com', password: 'secret-one' });
    await expect(
      service.create({ userName: 'ARIA', email: 'other@example.com', password: 'x12345' }),
    ).rejects.toMatchObject({
      statusCode: 409,
      message: 'This username is already taken.',
    });
    await expect(
      service.create({ userName: 'aria2', email: 'ARIA@Example.com', password: 'x12345' }),
    ).rejects.toMatchObject({
      statusCode: 409,
      message: 'This email address is already registered.',
    });
  });

  it('enforces case-insensitive uniqueness in the database itself', async () => {
    await app.platform.db
      .insert(accounts)
      .values({ userName: 'Dbonly', email: 'db@example.com', passwordHash: 'x' });
    await expect(
      app.platform.db
        .insert(accounts)
        .values({ userName: 'DBONLY', email: 'db2@example.com', passwordHash: 'x' }),
    ).rejects.toThrow();
  });

  it('creates the bootstrap admin once, with every web permission and privilege 32', async () => {
    const input = { userName: 'overseer', email: 'overseer@example.com', password: 'secret-one' };
    expect(await service.ensureAdmin(input)).toBe(true);
    expect(await service.ensureAdmin(input)).toBe(false);
    const admin = await service.findByIdentifier('OVERSEER');
    expect(admin).toMatchObject({
      webMgt: ALL_WEB_PERMISSIONS,
      privilege: ADMIN_PRIVILEGE,
      isEmailConfirmed: true,
    });
  });

  it('creates it once when several instances start at once, and none of them fails', async () => {
    const input = { userName: 'warden', email: 'warden@example.com', password: 'secret-two' };
    const created = await Promise.all([service.ensureAdmin(input), service.ensureAdmin(input)]);
    expect(created.sort()).toEqual([false, true]);
    expect(await service.findByIdentifier('warden')).toMatchObject({ webMgt: ALL_WEB_PERMISSIONS });
  });
});
