import { ALL_WEB_PERMISSIONS } from '@agaia/contract';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildAccount, loginAs } from './builders/accounts.ts';
import { createTestApp } from './helpers.ts';

// The security issue "Requests that answer 500", replayed as the attack. Most of these requests answered 500 with a
// stack in the log; the rest were let through to fail later (a product granting an item beyond the item_id column
// fails at fulfilment) or reached the database for nothing (a page number of 2^53). Each must now answer a 4xx
// with the one error shape.

const app = await createTestApp({
  // Checkout must get as far as looking the product up; no request leaves for Stripe in these tests.
  env: { STRIPE_SECRET_KEY: 'sk_test_hostile', STRIPE_WEBHOOK_SECRET: 'whsec_hostile' },
});
const sessionWith = async (webMgt: number) => {
  const { account, password } = await buildAccount(app, { webMgt });
  return { account, headers: (await loginAs(app, account.userName, password)).headers };
};
const admin = (await sessionWith(ALL_WEB_PERMISSIONS)).headers;
const player = await sessionWith(0);

const OUT_OF_INT32 = 2_147_483_648;
const NUL = '\u0000';
const NUL_MESSAGE = 'Text must not contain NUL characters.';

type Answer = Awaited<ReturnType<typeof app.inject>>;

/** The answer must be the given 4xx with the one error shape and this message, never a 500. */
function expectRefused(response: Answer, status: 400 | 404, message: string) {
  expect({ status: response.statusCode, body: response.json() }).toMatchObject({ status, body: { message } });
}

const adminUser = (overrides: object = {}) => ({
  userName: player.account.userName,
  email: player.account.email,
  permission: 0,
  webMgt: 0,
  agaiaCoins: 10,
  astrumCoins: 10,
  agaiaClubExpiry: null,
  isEmailConfirmed: true,
  hasClaimedFounderPackage: false,
  hasClaimedVeteranPackage: false,
  ...overrides,
});
const product = (overrides: object = {}) => ({
  name: 'Coin Pouch',
  price: 2990,
  grants: { coins: 500 },
  ...overrides,
});
const article = (overrides: object = {}) => ({ title: 'Hello', body: 'Text', ...overrides });
const referral = (overrides: object = {}) => ({
  viewerId: 'viewer-1',
  landingUrl: 'https://agaia.test/',
  timestamp: new Date().toISOString(),
  ...overrides,
});

describe('V2 Validation and Business Logic: an id beyond the 32-bit range in a path', () => {
  const attacks: [string, InjectOptions, string][] = [
    ['public news', { url: '/api/content/news/1099511627776' }, 'id: Not found'],
    ['public patch note', { url: '/api/content/patchnotes/1099511627776' }, 'id: Not found'],
    ['admin news (get)', { url: `/api/admin/content/news/${OUT_OF_INT32}` }, 'id: Not found'],
    [
      'admin news (delete)',
      { method: 'DELETE', url: `/api/admin/content/news/${OUT_OF_INT32}` },
      'id: Not found',
    ],
    [
      'admin patch note (put)',
      {
        method: 'PUT',
        url: `/api/admin/content/patchnotes/${OUT_OF_INT32}`,
        payload: { version: '1', title: 'T', body: 'B', releaseDate: '2026-01-01' },
      },
      'id: Not found',
    ],
    [
      'Twitch reward (delete)',
      { method: 'DELETE', url: `/api/admin/twitch/rewards/${OUT_OF_INT32}` },
      'id: Not found',
    ],
    [
      'shop product (put)',
      { method: 'PUT', url: `/api/admin/shop/products/${OUT_OF_INT32}`, payload: product() },
      'id: Not found',
    ],
    [
      'shop delivery (requeue)',
      { method: 'POST', url: `/api/admin/shop/deliveries/${OUT_OF_INT32}/requeue` },
      'id: Not found',
    ],
    [
      'shop delivery (cancel)',
      { method: 'POST', url: `/api/admin/shop/deliveries/${OUT_OF_INT32}/cancel` },
      'id: Not found',
    ],
  ];
  it.each(attacks)('[1.4.2, 2.2.1] %s answers 400', async (_name, request, message) => {
    expectRefused(await app.inject({ ...request, headers: admin }), 400, message);
  });
});

describe('V2 Validation and Business Logic: an id beyond the 32-bit range in a body', () => {
  it.each(['getviewerreward', 'getstreamerreward'])(
    '[1.4.2, 2.2.1] a Twitch claim (%s) answers 400',
    async (claim) => {
      const response = await app.inject({
        method: 'POST',
        url: `/api/user/twitch/${claim}`,
        headers: player.headers,
        payload: { rewardId: OUT_OF_INT32 },
      });
      expectRefused(response, 400, 'Choose a reward.');
    },
  );

  it('[1.4.2, 2.2.1] a checkout answers 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/stripe/create-checkout-session',
      headers: player.headers,
      payload: { productId: OUT_OF_INT32 },
    });
    expectRefused(response, 400, 'Choose a product.');
  });

  it('[1.4.2, 2.2.1] a benefit search by id answers 400', async () => {
    const response = await app.inject({
      url: `/api/admin/userBenefits?search=${OUT_OF_INT32}`,
      headers: admin,
    });
    expectRefused(response, 400, 'Search by account ID or benefit ID (a number).');
  });
});

describe('V2 Validation and Business Logic: a number beyond its column in an admin body', () => {
  const userUrl = `/api/admin/users/${player.account.accountDBID}`;
  const attacks: [string, InjectOptions, string][] = [
    [
      'Agaia Coins',
      { method: 'PUT', url: userUrl, payload: adminUser({ agaiaCoins: OUT_OF_INT32 }) },
      'Agaia Coins must be at most 2147483647.',
    ],
    [
      'Astrum Coins',
      { method: 'PUT', url: userUrl, payload: adminUser({ astrumCoins: OUT_OF_INT32 }) },
      'Astrum Coins must be at most 2147483647.',
    ],
    [
      'permission',
      { method: 'PUT', url: userUrl, payload: adminUser({ permission: OUT_OF_INT32 }) },
      'Permission must be at most 2147483647.',
    ],
    [
      'benefitId (create)',
      {
        method: 'POST',
        url: '/api/admin/createBenefit',
        payload: {
          accountDBID: player.account.accountDBID,
          benefitId: OUT_OF_INT32,
          availableUntil: '2030-01-01T00:00:00Z',
        },
      },
      'Benefit ID must be at most 2147483647.',
    ],
    [
      'benefitId (update)',
      {
        method: 'PUT',
        url: `/api/admin/userBenefits/${player.account.accountDBID}`,
        payload: { benefitId: OUT_OF_INT32, date: '2030-01-01T00:00:00Z' },
      },
      'Benefit ID must be at most 2147483647.',
    ],
    [
      'benefitId (delete)',
      {
        method: 'POST',
        url: `/api/admin/deleteBenefit/${player.account.accountDBID}`,
        payload: { benefitId: OUT_OF_INT32 },
      },
      'Benefit ID must be at most 2147483647.',
    ],
    [
      'product price',
      { method: 'POST', url: '/api/admin/shop/products', payload: product({ price: OUT_OF_INT32 }) },
      'Price must be at most R$ 21.474.836,47.',
    ],
    [
      'product new price',
      { method: 'POST', url: '/api/admin/shop/products', payload: product({ newPrice: OUT_OF_INT32 }) },
      'New price must be at most R$ 21.474.836,47.',
    ],
    [
      'product sort order',
      { method: 'POST', url: '/api/admin/shop/products', payload: product({ sortOrder: OUT_OF_INT32 }) },
      'Sort order must be between -2147483648 and 2147483647.',
    ],
    [
      'product sort order below the range',
      { method: 'POST', url: '/api/admin/shop/products', payload: product({ sortOrder: -OUT_OF_INT32 - 1 }) },
      'Sort order must be between -2147483648 and 2147483647.',
    ],
    [
      'an item a product grants',
      {
        method: 'POST',
        url: '/api/admin/shop/products',
        payload: product({ grants: { items: [{ itemId: OUT_OF_INT32, quantity: 1 }] } }),
      },
      'Item ID must be at most 2147483647.',
    ],
    [
      'a benefit a product grants',
      {
        method: 'POST',
        url: '/api/admin/shop/products',
        payload: product({ grants: { benefits: [{ benefitId: OUT_OF_INT32, days: 30 }] } }),
      },
      'Benefit ID must be at most 2147483647.',
    ],
  ];
  it.each(attacks)('[1.4.2, 2.2.1] %s answers 400', async (_name, request, message) => {
    expectRefused(await app.inject({ ...request, headers: admin }), 400, message);
  });

  it('[1.4.2, 2.2.1] a huge page number answers 400', async () => {
    for (const url of [
      '/api/admin/users?page=9007199254740991&pageSize=100',
      '/api/admin/shop/orders?page=9007199254740991&pageSize=100',
      '/api/admin/content/news?page=9007199254740991&limit=100',
    ]) {
      expectRefused(await app.inject({ url, headers: admin }), 400, 'page must be at most 1000000.');
    }
  });
});

describe('V2 Validation and Business Logic: a NUL character in text', () => {
  it('[2.2.1] in a login identifier answers 400 naming the field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: `a${NUL}b`, password: 'whatever' },
    });
    expectRefused(response, 400, NUL_MESSAGE);
    expect(response.json()).toEqual({
      message: NUL_MESSAGE,
      code: 'BAD_REQUEST',
      fieldErrors: { identifier: [NUL_MESSAGE] },
    });
  });

  it.each([
    ['users', '/api/admin/users?search=a%00b'],
    ['orders', '/api/admin/shop/orders?search=a%00b'],
  ])('[2.2.1] in the %s search answers 400', async (_name, url) => {
    const response = await app.inject({ url, headers: admin });
    expectRefused(response, 400, NUL_MESSAGE);
    expect(response.json().fieldErrors).toEqual({ search: [NUL_MESSAGE] });
  });

  it.each([
    ['viewerId', { viewerId: `v${NUL}` }],
    ['source', { source: `mail${NUL}` }],
  ])('[2.2.1] in a referral hit (%s) answers 400', async (field, overrides) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/tracking/referral-hit',
      payload: referral(overrides),
    });
    expectRefused(response, 400, NUL_MESSAGE);
    expect(response.json().fieldErrors).toEqual({ [field]: [NUL_MESSAGE] });
  });

  it('[2.2.1] in a registration attribution answers 400 with the path of the field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        username: 'nul_tester',
        email: 'nul_tester@example.com',
        password: 'correct-horse',
        attribution: referral({ campaign: `spring${NUL}` }),
      },
    });
    expectRefused(response, 400, NUL_MESSAGE);
    expect(response.json().fieldErrors).toEqual({ 'attribution.campaign': [NUL_MESSAGE] });
  });

  it('[2.2.1] in a key of a JSON body answers 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"identifier":"someone","password":"whatever","x\\u0000":1}',
    });
    expectRefused(response, 400, NUL_MESSAGE);
    expect(response.json().fieldErrors).toEqual({ 'x\\0': [NUL_MESSAGE] });
  });

  it('[2.2.1] is looked for no deeper than 32 levels: a deeper body answers 400', async () => {
    let nested: unknown = `x${NUL}`;
    for (let level = 0; level < 40; level++) nested = { nested };
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/content/news',
      headers: admin,
      payload: article({ extra: nested }),
    });
    expectRefused(response, 400, 'The request is nested too deeply.');
  });

  it.each<[string, InjectOptions]>([
    [
      'a news title',
      { method: 'POST', url: '/api/admin/content/news', payload: article({ title: `x${NUL}` }) },
    ],
    [
      'a product name',
      { method: 'POST', url: '/api/admin/shop/products', payload: product({ name: `x${NUL}` }) },
    ],
    [
      'a ban reason',
      {
        method: 'POST',
        url: '/api/admin/banUser',
        payload: {
          accountDBID: player.account.accountDBID,
          endTime: '2030-01-01T00:00:00Z',
          description: `cheating${NUL}`,
        },
      },
    ],
  ])('[2.2.1] in %s answers 400', async (_name, request) => {
    expectRefused(await app.inject({ ...request, headers: admin }), 400, NUL_MESSAGE);
  });
});

/** Multipart bodies as an attacker writes them. */
const BOUNDARY = '----hostile';
const part = (name: string, value: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const filePart = (name: string, bytes: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n${bytes}\r\n`;
const rewardFields = (title = 'Crimson Mount') =>
  part('season', '1') +
  part('type', 'viewer') +
  part('title', title) +
  part('requiredMinutes', '60') +
  part('itemId', '1001');
const withBoundary = `multipart/form-data; boundary=${BOUNDARY}`;
const INCOMPLETE = 'The upload is not a complete multipart/form-data body.';
const NO_BOUNDARY = 'The upload has no usable multipart/form-data boundary.';

/** Each broken body, built around the form's text fields and the name of its file field. */
const brokenBodies: [string, string, (fields: string, file: string) => string, string][] = [
  [
    'no boundary',
    'multipart/form-data',
    (fields, file) => `${fields}${filePart(file, 'PNG')}--${BOUNDARY}--\r\n`,
    NO_BOUNDARY,
  ],
  [
    'a boundary too long to search for',
    `multipart/form-data; boundary=${'b'.repeat(300)}`,
    (fields, file) => `${fields}${filePart(file, 'PNG')}--${BOUNDARY}--\r\n`,
    NO_BOUNDARY,
  ],
  ['no closing boundary', withBoundary, (fields, file) => fields + filePart(file, 'PNG'), INCOMPLETE],
  [
    'a broken closing boundary',
    withBoundary,
    (fields, file) => `${fields}${filePart(file, 'PNG')}--${BOUNDARY}-\r\n`,
    INCOMPLETE,
  ],
  [
    'a body cut inside the file',
    withBoundary,
    (fields, file) => (fields + filePart(file, 'PNG')).slice(0, -6),
    INCOMPLETE,
  ],
  ['a body that is not multipart at all', withBoundary, () => 'hello', INCOMPLETE],
];

describe('V2 Validation and Business Logic: a broken multipart body', () => {
  it.each(brokenBodies)(
    '[2.2.1] with %s answers 400 on an image upload',
    async (_name, contentType, body, message) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/admin/media',
        headers: { ...admin, 'content-type': contentType },
        payload: body('', 'file'),
      });
      expectRefused(response, 400, message);
    },
  );

  it.each(
    brokenBodies.flatMap(([name, contentType, body, message]) =>
      (['POST', 'PUT'] as const).map((method) => [name, method, contentType, body, message] as const),
    ),
  )(
    '[2.2.1] with %s answers 400 on a Twitch reward (%s)',
    async (_name, method, contentType, body, message) => {
      const response = await app.inject({
        method,
        url: method === 'POST' ? '/api/admin/twitch/rewards' : '/api/admin/twitch/rewards/1',
        headers: { ...admin, 'content-type': contentType },
        payload: body(rewardFields(), 'imageUrl'),
      });
      expectRefused(response, 400, message);
    },
  );

  it('[2.2.1] with a NUL in a text field answers 400 naming the field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/twitch/rewards',
      headers: { ...admin, 'content-type': withBoundary },
      payload: `${rewardFields(`Mount${NUL}`)}--${BOUNDARY}--\r\n`,
    });
    expectRefused(response, 400, NUL_MESSAGE);
    expect(response.json().fieldErrors).toEqual({ title: [NUL_MESSAGE] });
  });

  it('[5.2.1] still answers 413 for an image over the limit', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/media',
      headers: { ...admin, 'content-type': withBoundary },
      payload: `${filePart('file', 'x'.repeat(5 * 1024 * 1024 + 1))}--${BOUNDARY}--\r\n`,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('The image is larger than 5 MB.');
  });
});
