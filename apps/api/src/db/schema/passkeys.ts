import { bigint, bigserial, boolean, index, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

/**
 * An account's WebAuthn credentials (passkeys). The credential id and COSE public key are kept base64url-encoded;
 * `counter` is the authenticator's signature counter (0 for most passkeys, which do not count).
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountDBID: bigint('account_dbid', { mode: 'number' })
      .notNull()
      .references(() => accounts.accountDBID, { onDelete: 'cascade' }),
    credentialId: varchar('credential_id', { length: 1400 }).notNull().unique(),
    publicKey: varchar('public_key', { length: 2800 }).notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: varchar('transports', { length: 200 }).notNull().default(''),
    backedUp: boolean('backed_up').notNull().default(false),
    name: varchar('name', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('passkeys_account_idx').on(t.accountDBID)],
);

/**
 * A WebAuthn ceremony in progress: the challenge the server issued, single use and short-lived. `accountDBID` is set
 * when the ceremony belongs to an account (adding a passkey, a second factor) and empty for a passkey login, which
 * learns the account from the credential. Only the ceremony token's SHA-256 is kept.
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    purpose: varchar('purpose', { length: 16 }).notNull(),
    challenge: varchar('challenge', { length: 128 }).notNull(),
    accountDBID: bigint('account_dbid', { mode: 'number' }).references(() => accounts.accountDBID, {
      onDelete: 'cascade',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('webauthn_challenges_expires_idx').on(t.expiresAt)],
);
