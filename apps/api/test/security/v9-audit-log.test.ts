import { ALL_WEB_PERMISSIONS, Prime } from '@agaia/contract';
import { describe, expect, it } from 'vitest';
import { buildAccount, loginAs } from '../builders/accounts.ts';
import { createTestApp } from '../helpers.ts';

// Third outside probe, hole 5: admins holding only News, Payment Stats or Character Stats read the whole audit log
// (players' old and new email addresses, staff IPs). The log is Account Management's (prime 2), as its screen is.
const app = await createTestApp();

async function sessionWith(webMgt: number) {
  const { account, password } = await buildAccount(app, { webMgt });
  return (await loginAs(app, account.userName, password)).headers;
}

const urls = [
  '/api/admin/audit?pageSize=all',
  '/api/admin/audit/search?pageSize=all',
  '/api/admin/audit/export',
];
const others = [
  ['News', Prime.news],
  ['Payment Stats', Prime.statsPayment],
  ['Character Stats', Prime.statsCharacter],
  ['every prime but Account Management', ALL_WEB_PERMISSIONS / Prime.accountManagement],
] as const;

describe('the audit log is for Account Management only', () => {
  it.each(others)('refuses an admin holding %s', async (_, webMgt) => {
    const headers = await sessionWith(webMgt);
    for (const url of urls) {
      const response = await app.inject({ url, headers });
      expect(response.statusCode, url).toBe(403);
      expect(response.json().message).toBe('You do not have permission to do this.');
      expect(response.body).not.toContain('@');
    }
  });

  it('answers an admin holding Account Management', async () => {
    const headers = await sessionWith(Prime.accountManagement);
    for (const url of urls) expect((await app.inject({ url, headers })).statusCode, url).toBe(200);
  });
});
