import { afterAll, describe, expect, it } from 'vitest';
import { buildAccount, loginAs } from '../builders/accounts.ts';
import { linkIn, startSmtpSink } from '../fakes/smtp-sink.ts';
import { createTestApp, createTestClock } from '../helpers.ts';

// Third outside probe, hole 8: the email-change link took effect on a plain GET, so a mail scanner opening it completed
// the change before its reader saw it. The link is now a page that asks for a click, and the click POSTs.
const smtp = await startSmtpSink();
afterAll(() => smtp.close());
const PUBLIC_URL = 'https://agaia.test';
const app = await createTestApp({ clock: createTestClock(), env: { SMTP_URL: smtp.url, PUBLIC_URL } });

async function changeLink() {
  const { account, password } = await buildAccount(app);
  const session = await loginAs(app, account.userName, password);
  const newEmail = `moved-${account.accountDBID}@example.com`;
  await app.inject({
    method: 'POST',
    url: '/api/user/change-email',
    headers: session.headers,
    payload: { currentPassword: password, newEmail },
  });
  const mail = await smtp.waitFor(newEmail, 'Confirm your new email address');
  const emailOf = async () =>
    (await app.inject({ url: '/api/user/profile', headers: session.headers })).json().email as string;
  return { account, newEmail, mail, emailOf };
}

describe('V6 Authentication: the email-change link', () => {
  it('changes nothing when a mail scanner opens it, old form or new', async () => {
    const { account, mail, emailOf } = await changeLink();
    const link = linkIn(mail, `${PUBLIC_URL}/confirm-email-change/`);
    const token = link.slice(link.lastIndexOf('/') + 1);
    // What a scanner does: follow the link, and the API's older form of it, with GET and HEAD.
    for (const url of [`/confirm-email-change/${token}`, `/api/auth/confirm-email-change/${token}`])
      for (const method of ['GET', 'HEAD'] as const) await app.inject({ method, url });
    expect(await emailOf()).toBe(account.email);

    const old = await app.inject(`/api/auth/confirm-email-change/${token}`);
    expect({ status: old.statusCode, location: old.headers.location }).toEqual({
      status: 302,
      location: `/confirm-email-change/${token}`,
    });
  });

  it("takes effect once, when the page's button posts it", async () => {
    const { newEmail, mail, emailOf } = await changeLink();
    const link = linkIn(mail, `${PUBLIC_URL}/confirm-email-change/`);
    const url = `/api/auth/confirm-email-change/${link.slice(link.lastIndexOf('/') + 1)}`;
    const confirmed = await app.inject({ method: 'POST', url });
    expect({ status: confirmed.statusCode, body: confirmed.json() }).toEqual({
      status: 200,
      body: { message: `Your email address is now ${newEmail}.` },
    });
    expect(await emailOf()).toBe(newEmail);
    const again = await app.inject({ method: 'POST', url });
    expect({ status: again.statusCode, code: again.json().code }).toEqual({ status: 400, code: 'LINK_USED' });
  });
});
