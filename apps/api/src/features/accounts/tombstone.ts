/**
 * What a deleted account keeps (account-deletion confirms it): its row and id, so donation records and the audit log
 * keep their owner, with no name, no address and no way in. Every login path refuses such a row (auth).
 */

/** Not an argon2 hash: no password matches it (verifyPassword answers false for a malformed hash). */
const DELETED_PASSWORD = '!deleted';

/** The address a deleted account is left with: the reserved `.invalid` domain, which no mail reaches. */
const deletedAddress = (accountDBID: number) => `deleted-${accountDBID}@deleted.invalid`;

/** The fields a deletion writes over the account's own. */
export const tombstoneOf = (accountDBID: number) => ({
  userName: `deleted-${accountDBID}`,
  email: deletedAddress(accountDBID),
  passwordHash: DELETED_PASSWORD,
  isEmailConfirmed: false,
  avatarUrl: null,
  lastLoginIP: null,
  webMgt: 0,
  permission: 0,
  privilege: 0,
  attribution: null,
});

/**
 * Whether the row is a deleted account's. Either mark is enough, so staff changing one of them later through the
 * admin API (a new password, or a new address) does not open the account again by itself.
 */
export const isDeletedAccount = (row: { accountDBID: number; email: string; passwordHash: string }) =>
  row.passwordHash === DELETED_PASSWORD || row.email.toLowerCase() === deletedAddress(row.accountDBID);
