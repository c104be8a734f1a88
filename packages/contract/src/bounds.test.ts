import { describe, expect, it } from 'vitest';
import { AccountIdParams, AdminListQuery, AdminUserUpdate, BanBody, CreateBenefitBody } from './admin.ts';
import {
  bigRowId,
  count,
  INT32_MAX,
  INT32_MIN,
  idParam,
  int32,
  MAX_PAGE,
  pageParam,
  rowId,
} from './bounds.ts';
import { ContentIdParams } from './content.ts';
import { CheckoutBody, ProductInput } from './shop.ts';
import { ClaimRewardBody, TwitchRewardFields } from './twitch.ts';

/** The messages a parse failed with, or [] when it passed. */
const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('the column ranges', () => {
  it('are those of PostgreSQL integer', () => {
    expect(INT32_MAX).toBe(2 ** 31 - 1);
    expect(INT32_MIN).toBe(-(2 ** 31));
  });
});

describe('idParam', () => {
  it('takes a path id from 1 to INT32_MAX', () => {
    expect(idParam('Not found').parse('1')).toBe(1);
    expect(idParam('Not found').parse(String(INT32_MAX))).toBe(INT32_MAX);
  });

  it('answers its message below 1 and beyond INT32_MAX', () => {
    for (const id of ['0', '-1', String(INT32_MAX + 1), '1099511627776'])
      expect(messagesOf(idParam('Not found').safeParse(id))).toEqual(['Not found']);
  });

  it('keeps a separate message for each side when given two', () => {
    const id = idParam(undefined, 'Unknown account.');
    expect(messagesOf(id.safeParse(String(INT32_MAX + 1)))).toEqual(['Unknown account.']);
    expect(messagesOf(id.safeParse('0'))).not.toEqual(['Unknown account.']);
  });
});

describe('pageParam', () => {
  it('defaults to 1 and stops at MAX_PAGE', () => {
    expect(pageParam().parse(undefined)).toBe(1);
    expect(pageParam().parse(String(MAX_PAGE))).toBe(MAX_PAGE);
    expect(messagesOf(pageParam().safeParse(String(MAX_PAGE + 1)))).toEqual([
      'page must be at most 1000000.',
    ]);
    expect(messagesOf(pageParam('page must be 1 or more.').safeParse('0'))).toEqual([
      'page must be 1 or more.',
    ]);
  });
});

describe('answer shapes', () => {
  it('hold what their columns hold', () => {
    expect(int32().safeParse(INT32_MIN).success).toBe(true);
    expect(int32().safeParse(INT32_MAX + 1).success).toBe(false);
    expect(rowId().safeParse(0).success).toBe(false);
    expect(rowId().safeParse(INT32_MAX + 1).success).toBe(false);
    expect(count().safeParse(Number.MAX_SAFE_INTEGER).success).toBe(true);
    expect(count().safeParse(-1).success).toBe(false);
  });
});

describe('the schemas', () => {
  it('refuse path ids beyond INT32_MAX with their existing messages', () => {
    expect(messagesOf(ContentIdParams.safeParse({ id: '2147483648' }))).toEqual(['Not found']);
    expect(messagesOf(AccountIdParams.safeParse({ id: '2147483648' }))).toEqual(['Unknown account.']);
  });

  it('refuse body ids beyond INT32_MAX', () => {
    expect(messagesOf(ClaimRewardBody.safeParse({ rewardId: INT32_MAX + 1 }))).toEqual(['Choose a reward.']);
    expect(messagesOf(CheckoutBody.safeParse({ productId: INT32_MAX + 1 }))).toEqual(['Choose a product.']);
    expect(
      messagesOf(
        BanBody.safeParse({ accountDBID: INT32_MAX + 1, endTime: '2030-01-01T00:00:00Z', description: 'x' }),
      ),
    ).toEqual(['Unknown account.']);
    expect(
      messagesOf(
        CreateBenefitBody.safeParse({
          accountDBID: 1,
          benefitId: INT32_MAX + 1,
          availableUntil: '2030-01-01T00:00:00Z',
        }),
      ),
    ).toEqual(['Benefit ID must be at most 2147483647.']);
  });

  it('refuse coins and permission beyond an integer column, keeping the old messages below 0', () => {
    const user = {
      userName: 'someone',
      email: 'someone@example.com',
      permission: 0,
      webMgt: 0,
      agaiaCoins: 0,
      astrumCoins: 0,
      agaiaClubExpiry: null,
      isEmailConfirmed: true,
      hasClaimedFounderPackage: false,
      hasClaimedVeteranPackage: false,
    };
    expect(AdminUserUpdate.safeParse({ ...user, agaiaCoins: INT32_MAX }).success).toBe(true);
    expect(messagesOf(AdminUserUpdate.safeParse({ ...user, agaiaCoins: INT32_MAX + 1 }))).toEqual([
      'Agaia Coins must be at most 2147483647.',
    ]);
    expect(messagesOf(AdminUserUpdate.safeParse({ ...user, astrumCoins: INT32_MAX + 1 }))).toEqual([
      'Astrum Coins must be at most 2147483647.',
    ]);
    expect(messagesOf(AdminUserUpdate.safeParse({ ...user, permission: INT32_MAX + 1 }))).toEqual([
      'Permission must be at most 2147483647.',
    ]);
    expect(messagesOf(AdminUserUpdate.safeParse({ ...user, agaiaCoins: -1 }))).toEqual([
      'Agaia Coins must be a whole number of 0 or more.',
    ]);
  });

  it('refuse prices, sort orders and granted ids beyond an integer column', () => {
    const product = { name: 'Pouch', price: 2990, grants: {} };
    expect(ProductInput.safeParse({ ...product, price: INT32_MAX }).success).toBe(true);
    expect(messagesOf(ProductInput.safeParse({ ...product, price: INT32_MAX + 1 }))).toEqual([
      'Price must be at most R$ 21.474.836,47.',
    ]);
    expect(messagesOf(ProductInput.safeParse({ ...product, sortOrder: INT32_MIN - 1 }))).toEqual([
      'Sort order must be between -2147483648 and 2147483647.',
    ]);
    const grants = {
      items: [{ itemId: INT32_MAX + 1, quantity: 1 }],
      benefits: [{ benefitId: INT32_MAX + 1, days: 1 }],
    };
    expect(messagesOf(ProductInput.safeParse({ ...product, grants }))).toEqual([
      'Benefit ID must be at most 2147483647.',
      'Item ID must be at most 2147483647.',
    ]);
  });

  it('refuse a huge page and a reward item beyond an integer column', () => {
    expect(messagesOf(AdminListQuery.safeParse({ page: '9007199254740991' }))).toEqual([
      'page must be at most 1000000.',
    ]);
    const reward = { season: '1', type: 'viewer', title: 'Mount', requiredMinutes: '60' };
    expect(messagesOf(TwitchRewardFields.safeParse({ ...reward, itemId: String(INT32_MAX + 1) }))).toEqual([
      'Item ID must be at most 2147483647.',
    ]);
  });
});

describe('bigRowId', () => {
  it('takes any positive id a number holds exactly, for tables that grow without end', () => {
    expect(bigRowId().safeParse(INT32_MAX + 1).success).toBe(true);
    expect(bigRowId().safeParse(0).success).toBe(false);
    expect(bigRowId().safeParse(Number.MAX_SAFE_INTEGER + 2).success).toBe(false);
  });
});
