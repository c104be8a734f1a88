import { describe, expect, it } from 'vitest';
import { buildAccount, loginAs } from '../../../test/builders/accounts.ts';
import { createTestApp, createTestClock } from '../../../test/helpers.ts';
import { csvCell, toCsv } from './csv.ts';

const clock = createTestClock(new Date('2026-06-01T00:00:00Z'));
const app = await createTestApp({ clock });
const full = await buildAccount(app, { userName: 'Auditor', webMgt: 2 * 3 * 5 * 7 });
const { headers } = await loginAs(app, 'auditor', full.password);
const target = await buildAccount(app, { userName: 'Mallory' });
const other = await buildAccount(app, { userName: 'Trent' });
const id = target.account.accountDBID;

await app.inject({
  method: 'POST',
  url: '/api/admin/createBenefit',
  headers,
  payload: { accountDBID: id, benefitId: 433, availableUntil: '2026-07-01T00:00:00Z' },
});
clock.advance(60_000);
await app.inject({
  method: 'POST',
  url: '/api/admin/banUser',
  headers,
  payload: {
    accountDBID: other.account.accountDBID,
    endTime: '2026-09-01T00:00:00Z',
    description: '=HYPERLINK("x")',
  },
});

const search = (query: string, as = headers) =>
  app.inject({ url: `/api/admin/audit/search?${query}`, headers: as });

describe('audit log search', () => {
  it('filters by actor, target (name or id), action and time, naming the target', async () => {
    const byTarget = (await search('target=mallo')).json();
    expect(byTarget.entries.map((e: { action: string }) => e.action)).toEqual(['benefit.create']);
    expect(byTarget.entries[0]).toMatchObject({
      actorName: 'Auditor',
      targetName: 'Mallory',
      targetAccountDBID: id,
    });
    expect((await search(`target=${id}`)).json().total).toBe(1);
    expect(
      (await search('action=user.')).json().entries.map((e: { targetName: string }) => e.targetName),
    ).toEqual(['Trent']);
    expect((await search('actor=nobody')).json()).toEqual({ entries: [], total: 0 });
    expect((await search('from=2026-06-01T00:00:00Z&to=2026-06-02T00:00:00Z&actor=audit')).json().total).toBe(
      2,
    );
    expect((await search('from=2027-01-01T00:00:00Z')).json().total).toBe(0);
  });

  it('answers 400 with a message for a bad filter, 401 without a session, 403 without Account Management', async () => {
    const bad = await search('from=yesterday');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('From must be a date.');
    const backwards = await search('from=2026-06-02T00:00:00Z&to=2026-06-01T00:00:00Z');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe('From must not be after To.');
    expect((await search(`actor=${'a'.repeat(65)}`)).statusCode).toBe(400);
    expect((await search('pageSize=7')).statusCode).toBe(400);
    expect((await app.inject({ url: '/api/admin/audit/search' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/admin/audit/export' })).statusCode).toBe(401);
  });

  it('answers 400, not 500, for dates PostgreSQL cannot hold, impossible days and repeated filters', async () => {
    const export_ = (query: string) => app.inject({ url: `/api/admin/audit/export?${query}`, headers });
    for (const query of ['from=0000-01-01T00:00:00Z', 'to=0001-01-01T00:00:00%2B01:00']) {
      for (const answer of [await search(query), await export_(query)]) {
        expect(answer.statusCode).toBe(400);
        expect(answer.json().message).toMatch(/must be a date from 1970 to 9999\.$/);
      }
    }
    expect((await search('from=2026-02-30T00:00:00Z')).json().message).toBe('From must be a date.');
    expect((await export_('to=2026-02-30T00:00:00Z')).statusCode).toBe(400);
    expect((await search('page=1&page=2')).statusCode).toBe(400);
    expect((await export_('actor=a&actor=b')).statusCode).toBe(400);
    expect((await search(`target=${'9'.repeat(30)}`)).statusCode).toBe(200);
  });

  it('answers 403 to an admin without Account Management', async () => {
    const steward = await buildAccount(app, { webMgt: 3 * 5 });
    const asSteward = await loginAs(app, steward.account.userName, steward.password);
    expect((await search('', asSteward.headers)).statusCode).toBe(403);
    expect(
      (await app.inject({ url: '/api/admin/audit/export', headers: asSteward.headers })).statusCode,
    ).toBe(403);
  });

  it('exports the filtered entries as CSV with formulas defused', async () => {
    const answer = await app.inject({ url: '/api/admin/audit/export?action=user.ban', headers });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/csv/);
    expect(answer.headers['content-disposition']).toContain('attachment');
    const lines = answer.body.split('\r\n');
    expect(lines[0]).toBe('"When (UTC)","Actor","Actor ID","Action","Target","Target ID","Changes","IP"');
    expect(lines).toHaveLength(3);
    expect(answer.body).toContain('"Trent"');
    expect(answer.body).toContain('description: =HYPERLINK(""x"")');
    expect(answer.body).not.toContain('"=');
  });
});

describe('csv cells', () => {
  it.each([
    ['=1+1', `"'=1+1"`],
    ['+1', `"'+1"`],
    ['-1', `"'-1"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\tx', `"'\tx"`],
    ['say "hi"', '"say ""hi"""'],
    [42, '"42"'],
    [null, '""'],
  ])('writes %j as %s', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('ends each row with CRLF', () => {
    expect(toCsv([['a', 'b'], ['c']])).toBe('"a","b"\r\n"c"\r\n');
  });
});
