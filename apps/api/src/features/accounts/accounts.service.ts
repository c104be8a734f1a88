import { ADMIN_PRIVILEGE, ALL_WEB_PERMISSIONS, type LanguageCode, Messages } from '@agaia/contract';
import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { type AccountRow, accounts } from '../../db/schema/index.ts';
import { AccountsText } from '../../i18n/en/accounts.ts';
import { AppError, conflict } from '../../platform/errors.ts';
import { hashPassword } from '../../platform/passwords.ts';
import type { GameAccountRecord, GameBackendService } from '../game/game.module.ts';

/**
 * The password hash of a game account imported without its password (cli import-game-accounts): no password matches
 * it, so its first login is checked against the game and sets the site's hash then.
 */
export const NO_SITE_PASSWORD = '!game-account';

export interface NewAccount {
  userName: string;
  email: string;
  password: string;
  webMgt?: number;
  privilege?: number;
  isEmailConfirmed?: boolean;
  attribution?: unknown;
  /** The language chosen when registering (the site's default otherwise). */
  language?: LanguageCode;
}

/**
 * Account records: creation with case-insensitive uniqueness, lookups, and the bootstrap administrator. With a game
 * back end the game account is made first and the site account takes its id, so the two are one.
 */
export function createAccountsService(deps: { db: Db; game: Pick<GameBackendService, 'createAccount'> }) {
  const { db } = deps;

  /** The account whose user name or email equals the identifier, ignoring case. */
  async function findByIdentifier(identifier: string): Promise<AccountRow | undefined> {
    const needle = identifier.trim().toLowerCase();
    const [row] = await db
      .select()
      .from(accounts)
      .where(or(sql`lower(${accounts.userName}) = ${needle}`, sql`lower(${accounts.email}) = ${needle}`))
      .limit(1);
    return row;
  }

  /** Creates an account; a taken user name or email answers 409 naming which. */
  async function create(input: NewAccount): Promise<AccountRow> {
    // The site's own checks come first: no game account is made for a name or email the site already has.
    if (await isUserNameTaken(input.userName)) conflict(Messages.userNameTaken, 'USERNAME_TAKEN');
    if (await isEmailTaken(input.email)) conflict(Messages.emailTaken, 'EMAIL_TAKEN');
    const passwordHash = await hashPassword(input.password);
    const accountDBID = await deps.game.createAccount({
      userName: input.userName.trim(),
      email: input.email.trim(),
      password: input.password,
    });
    try {
      const [row] = await db
        .insert(accounts)
        .values({
          ...(accountDBID !== undefined && { accountDBID }),
          userName: input.userName.trim(),
          email: input.email.trim(),
          passwordHash,
          webMgt: input.webMgt ?? 0,
          privilege: input.privilege ?? 0,
          isEmailConfirmed: input.isEmailConfirmed ?? false,
          attribution: input.attribution ?? null,
          ...(input.language && { language: input.language }),
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === 'accounts_user_name_lower_key') conflict(Messages.userNameTaken, 'USERNAME_TAKEN');
      if (constraint === 'accounts_email_lower_key') conflict(Messages.emailTaken, 'EMAIL_TAKEN');
      if (constraint === 'accounts_pkey') conflict(AccountsText.gameAccountTaken, 'GAME_ACCOUNT_TAKEN');
      throw error;
    }
  }

  /** Makes sure an administrator with every web permission exists; returns whether it was created now. */
  async function ensureAdmin(input: Omit<NewAccount, 'webMgt' | 'privilege'>): Promise<boolean> {
    const existing = (await findByIdentifier(input.userName)) ?? (await findByIdentifier(input.email));
    if (existing) return false;
    try {
      await create({
        ...input,
        webMgt: ALL_WEB_PERMISSIONS,
        privilege: ADMIN_PRIVILEGE,
        isEmailConfirmed: true,
      });
    } catch (error) {
      // Taken since the look above: another instance starting at the same moment made it (a deploy starts several).
      if (error instanceof AppError && (error.code === 'USERNAME_TAKEN' || error.code === 'EMAIL_TAKEN'))
        return false;
      throw error;
    }
    return true;
  }

  /** The account with this id, if any. */
  async function findById(accountDBID: number): Promise<AccountRow | undefined> {
    const [row] = await db.select().from(accounts).where(eq(accounts.accountDBID, accountDBID)).limit(1);
    return row;
  }

  /** True when an account has this user name, ignoring case. */
  async function isUserNameTaken(userName: string): Promise<boolean> {
    const [row] = await db
      .select({ id: accounts.accountDBID })
      .from(accounts)
      .where(sql`lower(${accounts.userName}) = ${userName.trim().toLowerCase()}`)
      .limit(1);
    return row !== undefined;
  }

  /** True when another account than `exceptId` uses the address, ignoring case. */
  async function isEmailTaken(email: string, exceptId?: number): Promise<boolean> {
    const [row] = await db
      .select({ id: accounts.accountDBID })
      .from(accounts)
      .where(sql`lower(${accounts.email}) = ${email.trim().toLowerCase()}`)
      .limit(1);
    return row !== undefined && row.id !== exceptId;
  }

  /**
   * Binds a site account to a game account the player just proved with its password (a player of the server
   * before the site): its id, name and email (unconfirmed) come from the game. An imported account gets its
   * password now. Answers undefined when the game account's name or email belongs to another site account.
   */
  async function adopt(game: GameAccountRecord, password: string): Promise<AccountRow | undefined> {
    const passwordHash = await hashPassword(password);
    const [updated] = await db
      .update(accounts)
      .set({ passwordHash })
      .where(
        sql`${accounts.accountDBID} = ${game.accountDBID} and ${accounts.passwordHash} = ${NO_SITE_PASSWORD}`,
      )
      .returning();
    if (updated) return updated;
    try {
      const [row] = await db
        .insert(accounts)
        .values({
          accountDBID: game.accountDBID,
          userName: game.userName,
          email: game.email,
          passwordHash,
          isEmailConfirmed: false,
          ...(game.registerTime && { registerTime: game.registerTime }),
        })
        .returning();
      return row;
    } catch (error) {
      if (uniqueViolation(error) !== undefined) return undefined;
      throw error;
    }
  }

  /** Site accounts for game accounts it does not have yet, without passwords (each adopted at its first login). */
  async function importGameAccounts(
    list: GameAccountRecord[],
  ): Promise<{ added: number; skipped: string[] }> {
    let added = 0;
    const skipped: string[] = [];
    for (const game of list) {
      try {
        const inserted = await db
          .insert(accounts)
          .values({
            accountDBID: game.accountDBID,
            userName: game.userName,
            email: game.email,
            passwordHash: NO_SITE_PASSWORD,
            isEmailConfirmed: false,
            ...(game.registerTime && { registerTime: game.registerTime }),
          })
          .onConflictDoNothing({ target: accounts.accountDBID })
          .returning({ id: accounts.accountDBID });
        added += inserted.length;
      } catch (error) {
        const constraint = uniqueViolation(error);
        if (constraint === undefined) throw error;
        skipped.push(
          `${game.accountDBID} (${game.userName}): its ${constraint.includes('email') ? 'email' : 'name'} belongs to another site account`,
        );
      }
    }
    return { added, skipped };
  }

  return { findByIdentifier, findById, isEmailTaken, create, ensureAdmin, adopt, importGameAccounts };
}
