import { randomInt } from 'node:crypto';
import type {
  RecoveryCodes,
  TwoFactorConfirmBody,
  TwoFactorEnableBody,
  TwoFactorSetup,
  TwoFactorStatus,
} from '@agaia/contract';
import { isAdmin } from '@agaia/contract';
import { and, count, eq, isNull, lt } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { Db } from '../../db/client.ts';
import { accounts, twoFactorRecoveryCodes, twoFactorSecrets } from '../../db/schema/index.ts';
import { AuthText } from '../../i18n/en/auth.ts';
import { type Actor, recordAudit } from '../../platform/audit.ts';
import type { Clock } from '../../platform/clock.ts';
import { badRequest, conflict } from '../../platform/errors.ts';
import type { MailOutbox } from '../../platform/mail-outbox.ts';
import { verifyPassword } from '../../platform/passwords.ts';
import type { SessionStore } from '../../platform/sessions.ts';
import { hashToken } from '../../platform/tokens.ts';
import { authMails, type TwoFactorChange } from './auth.mails.ts';
import { queueOwnerNotice } from './owner-mail.ts';

const RECOVERY_CODES = 10;
// No 0/o, 1/l/i: a code copied from paper reads one way.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
/** A code one time step (30 s) either side of now is still taken: phones' clocks drift. */
const TOLERANCE_SECONDS = 30;

/** A recovery code as typed or printed (any case, spaces or a dash) in the one form that is hashed. */
const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

/**
 * 24 characters of 31 (about 119 bits: ASVS 6.5.2 lets a code of 112 bits or more be kept as a plain SHA-256), in
 * six groups of four to copy from paper.
 */
function newRecoveryCode(): string {
  const chars = Array.from({ length: 24 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
  return chars.join('').replace(/(.{4})(?=.)/g, '$1-');
}

/**
 * Two-factor authentication (TOTP, RFC 6238, with otplib): setting it up, turning it on and off, recovery codes, and
 * checking a second factor, a 6-digit code (each accepted once: its time step must be later than the last one) or a
 * recovery code (each used once). The secret is kept as the authenticator app gets it; recovery codes as SHA-256.
 */
export function createTwoFactorService(deps: {
  db: Db;
  clock: Clock;
  sessions: SessionStore;
  site: { siteName: string; publicUrl: string };
  mailOutbox: Pick<MailOutbox, 'queue' | 'sendSoon'>;
  /** ADMIN_TWO_FACTOR: whether an account with admin permissions needs it. */
  adminTwoFactor: 'required' | 'optional';
}) {
  const { db, clock } = deps;
  const epochNow = () => Math.floor(clock.now().getTime() / 1000);

  async function issueRecoveryCodes(tx: Db, accountDBID: number): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.accountDBID, accountDBID));
    await tx
      .insert(twoFactorRecoveryCodes)
      .values(codes.map((code) => ({ accountDBID, codeHash: hashToken(normalizeRecoveryCode(code)) })));
    return codes;
  }

  /** A 6-digit code for this secret, later than the last one accepted; marks its time step used. */
  async function acceptTotp(tx: Db, accountDBID: number, secret: string, lastTimeStep: number, code: string) {
    if (!/^\d{6}$/.test(code)) return false;
    const result = await verify({
      secret,
      token: code,
      epoch: epochNow(),
      epochTolerance: TOLERANCE_SECONDS,
      afterTimeStep: lastTimeStep,
    });
    if (!result.valid || !('timeStep' in result)) return false;
    // Guarded in the update too: two requests with the same code at once, only one takes its step.
    const taken = await tx
      .update(twoFactorSecrets)
      .set({ lastTimeStep: result.timeStep })
      .where(
        and(
          eq(twoFactorSecrets.accountDBID, accountDBID),
          lt(twoFactorSecrets.lastTimeStep, result.timeStep),
        ),
      )
      .returning({ accountDBID: twoFactorSecrets.accountDBID });
    return taken.length === 1;
  }

  /** A recovery code not used yet: used now. */
  async function acceptRecoveryCode(tx: Db, accountDBID: number, code: string) {
    const used = await tx
      .update(twoFactorRecoveryCodes)
      .set({ usedAt: clock.now() })
      .where(
        and(
          eq(twoFactorRecoveryCodes.accountDBID, accountDBID),
          eq(twoFactorRecoveryCodes.codeHash, hashToken(normalizeRecoveryCode(code))),
          isNull(twoFactorRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: twoFactorRecoveryCodes.id });
    return used.length === 1;
  }

  /** Whether the code is this account's second factor now (a 6-digit code or a recovery code); uses it up if so. */
  async function verifySecondFactor(tx: Db, accountDBID: number, typed: string): Promise<boolean> {
    const [row] = await tx
      .select()
      .from(twoFactorSecrets)
      .where(eq(twoFactorSecrets.accountDBID, accountDBID));
    if (!row?.confirmedAt) return false;
    const code = typed.replace(/\s+/g, '');
    if (/^\d{6}$/.test(code)) return acceptTotp(tx, accountDBID, row.secret, row.lastTimeStep, code);
    return acceptRecoveryCode(tx, accountDBID, typed);
  }

  /** The account's password, as adding a passkey asks it (the same refusal, under the field), before any change. */
  async function confirmPassword(accountDBID: number, password: string) {
    const [account] = await db
      .select({ passwordHash: accounts.passwordHash })
      .from(accounts)
      .where(eq(accounts.accountDBID, accountDBID));
    if (!account || !(await verifyPassword(account.passwordHash, password)))
      badRequest(AuthText.wrongPassword, { password: [AuthText.wrongPassword] });
  }

  /** The password and a second factor, as turning it off and new recovery codes ask; 400 naming the field. */
  async function confirmOwner(tx: Db, accountDBID: number, body: TwoFactorConfirmBody) {
    const [account] = await tx.select().from(accounts).where(eq(accounts.accountDBID, accountDBID));
    if (!account?.twoFactorEnabled) return conflict(AuthText.twoFactorNotOn);
    if (!(await verifyPassword(account.passwordHash, body.password)))
      badRequest(AuthText.wrongPassword, { password: [AuthText.wrongPassword] });
    if (!(await verifySecondFactor(tx, accountDBID, body.code)))
      badRequest(AuthText.wrongCode, { code: [AuthText.wrongCode] });
  }

  /**
   * The owner is told of each change (ASVS 6.3.7), in the change's transaction (the outbox) and in the account's
   * language; answers the mail's id, to send once the change is committed.
   */
  const notify = (tx: Db, actor: Actor, change: TwoFactorChange) =>
    queueOwnerNotice(tx, deps.mailOutbox, actor.account, (to) =>
      authMails.twoFactorChanged(deps.site, to, change),
    );

  /** Turns it off in the caller's transaction, whoever asks (the owner, or staff for a lost phone). */
  async function removeFor(tx: Db, accountDBID: number) {
    await tx.delete(twoFactorSecrets).where(eq(twoFactorSecrets.accountDBID, accountDBID));
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.accountDBID, accountDBID));
    await tx.update(accounts).set({ twoFactorEnabled: false }).where(eq(accounts.accountDBID, accountDBID));
  }

  /**
   * Forgets a setup not confirmed yet (a password reset calls it in its transaction): whoever started it must know the
   * new password to start again. Two-factor authentication that is on stays on.
   */
  async function dropPending(tx: Db, accountDBID: number) {
    await tx
      .delete(twoFactorSecrets)
      .where(and(eq(twoFactorSecrets.accountDBID, accountDBID), isNull(twoFactorSecrets.confirmedAt)));
  }

  return {
    verifySecondFactor,
    removeFor,
    dropPending,

    async status(actor: Actor): Promise<TwoFactorStatus> {
      const { accountDBID, webMgt, twoFactorEnabled } = actor.account;
      const [left] = await db
        .select({ value: count() })
        .from(twoFactorRecoveryCodes)
        .where(
          and(eq(twoFactorRecoveryCodes.accountDBID, accountDBID), isNull(twoFactorRecoveryCodes.usedAt)),
        );
      return {
        enabled: twoFactorEnabled,
        recoveryCodesLeft: left?.value ?? 0,
        required: deps.adminTwoFactor === 'required' && isAdmin(webMgt),
      };
    },

    /**
     * After the password, a new secret to scan, replacing one not confirmed yet; 409 while two-factor authentication is
     * on. A wrong password changes nothing.
     */
    async setup(actor: Actor, password: string): Promise<TwoFactorSetup> {
      const { accountDBID, userName, twoFactorEnabled } = actor.account;
      await confirmPassword(accountDBID, password);
      if (twoFactorEnabled) conflict(AuthText.twoFactorAlreadyOn);
      const secret = generateSecret();
      await db
        .insert(twoFactorSecrets)
        .values({ accountDBID, secret, createdAt: clock.now() })
        .onConflictDoUpdate({
          target: twoFactorSecrets.accountDBID,
          set: { secret, createdAt: clock.now(), confirmedAt: null, lastTimeStep: 0 },
        });
      const otpauthUri = generateURI({ issuer: deps.site.siteName, label: userName, secret });
      const qrSvg = await QRCode.toString(otpauthUri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
      return { secret, otpauthUri, qrSvg };
    },

    /**
     * Turns it on with the password and a code from the app: the recovery codes, shown once; the account's other
     * sessions end and the owner is mailed. A wrong password spends no code.
     */
    async enable(actor: Actor, { password, code }: TwoFactorEnableBody): Promise<RecoveryCodes> {
      const { accountDBID } = actor.account;
      await confirmPassword(accountDBID, password);
      const { recoveryCodes, mailId } = await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(twoFactorSecrets)
          .where(eq(twoFactorSecrets.accountDBID, accountDBID));
        if (!row || row.confirmedAt) return conflict(AuthText.setupFirst);
        if (!(await acceptTotp(tx, accountDBID, row.secret, row.lastTimeStep, code)))
          badRequest(AuthText.wrongCode, { code: [AuthText.wrongCode] });
        await tx
          .update(twoFactorSecrets)
          .set({ confirmedAt: clock.now() })
          .where(eq(twoFactorSecrets.accountDBID, accountDBID));
        await tx
          .update(accounts)
          .set({ twoFactorEnabled: true })
          .where(eq(accounts.accountDBID, accountDBID));
        await recordAudit(tx, clock, { actor, action: 'user.twoFactorOn', targetAccountDBID: accountDBID });
        return {
          recoveryCodes: await issueRecoveryCodes(tx, accountDBID),
          mailId: await notify(tx, actor, 'on'),
        };
      });
      deps.mailOutbox.sendSoon(mailId);
      await deps.sessions.revokeOthers(accountDBID, actor.account.sessionId);
      return {
        message: AuthText.twoFactorOn,
        recoveryCodes,
      };
    },

    /** Turns it off (the password and a code); audited, and the owner mailed. */
    async disable(actor: Actor, body: TwoFactorConfirmBody) {
      const { accountDBID } = actor.account;
      const mailId = await db.transaction(async (tx) => {
        await confirmOwner(tx, accountDBID, body);
        await removeFor(tx, accountDBID);
        await recordAudit(tx, clock, { actor, action: 'user.twoFactorOff', targetAccountDBID: accountDBID });
        return notify(tx, actor, 'off');
      });
      deps.mailOutbox.sendSoon(mailId);
      deps.sessions.forget(accountDBID);
      return { message: AuthText.twoFactorOff };
    },

    /** Ten new recovery codes (the password and a code); the old ones stop working; the owner is mailed. */
    async newRecoveryCodes(actor: Actor, body: TwoFactorConfirmBody): Promise<RecoveryCodes> {
      const { accountDBID } = actor.account;
      const { recoveryCodes, mailId } = await db.transaction(async (tx) => {
        await confirmOwner(tx, accountDBID, body);
        await recordAudit(tx, clock, { actor, action: 'user.recoveryCodes', targetAccountDBID: accountDBID });
        return {
          recoveryCodes: await issueRecoveryCodes(tx, accountDBID),
          mailId: await notify(tx, actor, 'codes'),
        };
      });
      deps.mailOutbox.sendSoon(mailId);
      return { message: AuthText.newRecoveryCodes, recoveryCodes };
    },
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
