import {
  type AddPasskeyBody,
  MAX_PASSKEYS,
  type Passkey,
  type PasskeyAuthenticationResponse,
  type PasskeyCeremony,
  type PasskeyList,
  PasskeyMessages,
  text,
} from '@agaia/contract';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { and, asc, count, eq, gt, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { accounts, passkeys, webauthnChallenges } from '../../db/schema/index.ts';
import { AuthText } from '../../i18n/en/auth.ts';
import { type Actor, recordAudit } from '../../platform/audit.ts';
import type { Clock } from '../../platform/clock.ts';
import { badRequest, conflict, notFound, unauthorized } from '../../platform/errors.ts';
import type { MailOutbox } from '../../platform/mail-outbox.ts';
import { verifyPassword } from '../../platform/passwords.ts';
import { hashToken, newToken } from '../../platform/tokens.ts';
import { authMails } from './auth.mails.ts';
import { queueOwnerNotice } from './owner-mail.ts';

/** How long the browser's prompt may take before the ceremony must start again. */
const CEREMONY_TTL_MS = 5 * 60_000;

type Purpose = 'register' | 'login' | 'second';
type AuthenticationResponse = z.infer<typeof PasskeyAuthenticationResponse>;

/**
 * Passkeys (WebAuthn, with @simplewebauthn/server): adding and removing them on the profile, and checking one at login,
 * either instead of the password (the authenticator must verify its user: a PIN or a fingerprint, so it is two factors
 * in one) or as the second step after it. Every ceremony's challenge is single use and short-lived.
 *
 * The relying party is the site's own address (PUBLIC_URL), plus any origin listed in PASSKEY_ORIGINS; a ceremony takes
 * the RP ID of the origin the browser is on.
 */
export function createPasskeyService(deps: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  site: { siteName: string; publicUrl: string };
  mailOutbox: Pick<MailOutbox, 'queue' | 'sendSoon'>;
  /** The origins passkeys work on; the first is PUBLIC_URL's. */
  origins: string[];
}) {
  const { db, clock } = deps;
  const rpIDs = deps.origins.map((origin) => new URL(origin).hostname);

  /** Whether a ceremony ran on one of the site's origins with that origin's own RP ID. */
  const matchingPair = (info: { origin: string; rpID?: string }) =>
    rpIDs[deps.origins.indexOf(info.origin)] === info.rpID;

  /** The RP ID for a request from this origin (the browser's Origin header); a foreign origin is refused. */
  function rpIdFor(origin: string | undefined): string {
    if (origin === undefined) return rpIDs[0] as string;
    const index = deps.origins.indexOf(origin);
    if (index < 0) return badRequest(text(AuthText.passkeysOnlyAt, { origin: deps.origins[0] ?? '' }));
    return rpIDs[index] as string;
  }

  async function startCeremony(purpose: Purpose, challenge: string, accountDBID: number | null) {
    const ceremonyToken = newToken();
    const now = clock.now();
    // Abandoned prompts leave rows behind: each new ceremony sweeps the expired ones (an index on expires_at).
    await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, now));
    await db.insert(webauthnChallenges).values({
      tokenHash: hashToken(ceremonyToken),
      purpose,
      challenge,
      accountDBID,
      createdAt: now,
      expiresAt: new Date(now.getTime() + CEREMONY_TTL_MS),
    });
    return ceremonyToken;
  }

  /** Takes a ceremony once: of two requests with the same ticket, one gets it; an expired one is refused. */
  async function takeCeremony(ceremonyToken: string, purpose: Purpose) {
    const [taken] = await db
      .delete(webauthnChallenges)
      .where(
        and(
          eq(webauthnChallenges.tokenHash, hashToken(ceremonyToken)),
          eq(webauthnChallenges.purpose, purpose),
          gt(webauthnChallenges.expiresAt, clock.now()),
        ),
      )
      .returning();
    return taken ?? badRequest(PasskeyMessages.ceremonyExpired);
  }

  async function confirmPassword(accountDBID: number, password: string) {
    const [account] = await db
      .select({ passwordHash: accounts.passwordHash })
      .from(accounts)
      .where(eq(accounts.accountDBID, accountDBID));
    if (!account || !(await verifyPassword(account.passwordHash, password)))
      badRequest(AuthText.wrongPassword, { password: [AuthText.wrongPassword] });
  }

  /**
   * The owner is told of every change to how the account logs in (ASVS 6.3.7), in the change's transaction and in the
   * account's language.
   */
  const notify = (tx: Db, actor: Actor, change: 'added' | 'removed', name: string) =>
    queueOwnerNotice(tx, deps.mailOutbox, actor.account, (to) =>
      authMails.passkeyChanged(deps.site, to, change, name),
    );

  const ownPasskeys = (accountDBID: number) =>
    db.select().from(passkeys).where(eq(passkeys.accountDBID, accountDBID)).orderBy(asc(passkeys.id));

  const transportsOf = (row: { transports: string }) =>
    row.transports ? row.transports.split(',') : undefined;

  const toPasskey = (row: typeof passkeys.$inferSelect): Passkey => ({
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    backedUp: row.backedUp,
  });

  return {
    async list(accountDBID: number): Promise<PasskeyList> {
      return { items: (await ownPasskeys(accountDBID)).map(toPasskey) };
    },

    /** Whether an account has a passkey to use as its second step. */
    async hasAny(accountDBID: number): Promise<boolean> {
      const [row] = await db
        .select({ value: count() })
        .from(passkeys)
        .where(eq(passkeys.accountDBID, accountDBID));
      return (row?.value ?? 0) > 0;
    },

    /** The options of navigator.credentials.create() for the logged-in account, after its password. */
    async registrationOptions(actor: Actor, password: string, origin?: string): Promise<PasskeyCeremony> {
      const { accountDBID, userName } = actor.account;
      const rpID = rpIdFor(origin);
      await confirmPassword(accountDBID, password);
      const existing = await ownPasskeys(accountDBID);
      if (existing.length >= MAX_PASSKEYS) conflict(text(AuthText.tooManyPasskeys, { count: MAX_PASSKEYS }));
      const options = await generateRegistrationOptions({
        rpName: deps.site.siteName,
        rpID,
        userName,
        userDisplayName: userName,
        attestationType: 'none',
        // A passkey that can log in with no name typed: the authenticator keeps it (a discoverable credential).
        authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
        excludeCredentials: existing.map((row) => ({ id: row.credentialId, transports: transportsOf(row) })),
      });
      const ceremonyToken = await startCeremony('register', options.challenge, accountDBID);
      return { ceremonyToken, options: { ...options } };
    },

    /** Checks the browser's answer and keeps the new passkey; audited. */
    async add(actor: Actor, body: AddPasskeyBody): Promise<Passkey> {
      const { accountDBID } = actor.account;
      const ceremony = await takeCeremony(body.ceremonyToken, 'register');
      if (ceremony.accountDBID !== accountDBID) return badRequest(PasskeyMessages.ceremonyExpired);
      const verified = await verifyRegistrationResponse({
        response: body.response,
        expectedChallenge: ceremony.challenge,
        expectedOrigin: deps.origins,
        expectedRPID: rpIDs,
        requireUserVerification: false,
      }).catch((error: unknown) => {
        deps.log.info({ err: { message: (error as Error).message } }, 'passkey registration refused');
        return { verified: false as const };
      });
      if (!verified.verified || !matchingPair(verified.registrationInfo))
        return badRequest(AuthText.passkeyNotAccepted);
      const { credential, credentialBackedUp } = verified.registrationInfo;
      const row = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(passkeys)
          .values({
            accountDBID,
            credentialId: credential.id,
            publicKey: isoBase64URL.fromBuffer(credential.publicKey),
            counter: credential.counter,
            transports: (credential.transports ?? []).join(','),
            backedUp: credentialBackedUp,
            name: body.name,
            createdAt: clock.now(),
          })
          .onConflictDoNothing({ target: passkeys.credentialId })
          .returning();
        if (!inserted) return conflict(AuthText.passkeyTaken);
        await recordAudit(tx, clock, {
          actor,
          action: 'user.passkeyAdded',
          targetAccountDBID: accountDBID,
          changes: { name: body.name },
        });
        return { inserted, mailId: await notify(tx, actor, 'added', body.name) };
      });
      deps.mailOutbox.sendSoon(row.mailId);
      return toPasskey(row.inserted);
    },

    /** Removes one of the caller's passkeys, after the password; audited. */
    async remove(actor: Actor, id: number, password: string) {
      const { accountDBID } = actor.account;
      await confirmPassword(accountDBID, password);
      const mailId = await db.transaction(async (tx) => {
        const [removed] = await tx
          .delete(passkeys)
          .where(and(eq(passkeys.id, id), eq(passkeys.accountDBID, accountDBID)))
          .returning({ name: passkeys.name });
        if (!removed) return notFound(PasskeyMessages.notFound);
        await recordAudit(tx, clock, {
          actor,
          action: 'user.passkeyRemoved',
          targetAccountDBID: accountDBID,
          changes: { name: removed.name },
        });
        return notify(tx, actor, 'removed', removed.name);
      });
      deps.mailOutbox.sendSoon(mailId);
      return { message: AuthText.passkeyRemoved };
    },

    /**
     * The options of navigator.credentials.get(): for a passkey login (any of the site's passkeys, the user verified),
     * or, given the account of a login's second step, for one of that account's passkeys.
     */
    async authenticationOptions(accountDBID: number | null, origin?: string): Promise<PasskeyCeremony> {
      const rpID = rpIdFor(origin);
      const own = accountDBID === null ? [] : await ownPasskeys(accountDBID);
      if (accountDBID !== null && own.length === 0) conflict(AuthText.noPasskey);
      const options = await generateAuthenticationOptions({
        rpID,
        userVerification: accountDBID === null ? 'required' : 'preferred',
        allowCredentials: own.map((row) => ({ id: row.credentialId, transports: transportsOf(row) })),
      });
      const ceremonyToken = await startCeremony(
        accountDBID === null ? 'login' : 'second',
        options.challenge,
        accountDBID,
      );
      return { ceremonyToken, options: { ...options } };
    },

    /**
     * The account whose passkey signed this ceremony's challenge (and, for a second step, the account expected);
     * 401 otherwise. The passkey's counter and last use are kept.
     */
    async verifyAssertion(input: {
      ceremonyToken: string;
      response: AuthenticationResponse;
      accountDBID: number | null;
    }): Promise<number> {
      const purpose = input.accountDBID === null ? 'login' : 'second';
      const ceremony = await takeCeremony(input.ceremonyToken, purpose);
      const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, input.response.id));
      if (!row || ceremony.accountDBID !== input.accountDBID)
        return unauthorized(AuthText.passkeyNotAccepted);
      if (input.accountDBID !== null && row.accountDBID !== input.accountDBID)
        return unauthorized(AuthText.passkeyNotAccepted);
      const verified = await verifyAuthenticationResponse({
        response: input.response,
        expectedChallenge: ceremony.challenge,
        expectedOrigin: deps.origins,
        expectedRPID: rpIDs,
        credential: {
          id: row.credentialId,
          publicKey: isoBase64URL.toBuffer(row.publicKey),
          counter: row.counter,
          transports: transportsOf(row),
        },
        // A login with no password needs the authenticator to have verified its user (PIN, fingerprint).
        requireUserVerification: purpose === 'login',
      }).catch((error: unknown) => {
        deps.log.info({ err: { message: (error as Error).message } }, 'passkey assertion refused');
        return { verified: false as const, authenticationInfo: undefined };
      });
      if (!verified.verified || !verified.authenticationInfo || !matchingPair(verified.authenticationInfo))
        return unauthorized(AuthText.passkeyNotAccepted);
      await db
        .update(passkeys)
        .set({
          counter: verified.authenticationInfo.newCounter,
          backedUp: verified.authenticationInfo.credentialBackedUp,
          lastUsedAt: clock.now(),
        })
        .where(eq(passkeys.id, row.id));
      return row.accountDBID;
    },
  };
}

export type PasskeyService = ReturnType<typeof createPasskeyService>;
