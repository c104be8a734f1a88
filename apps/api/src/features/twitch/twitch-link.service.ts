import { isLanguage, type LanguageCode, type LocalText, TwitchMessages, text } from '@agaia/contract';
import { and, eq, gt, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { accounts, sessions, twitchLinkStates, twitchLinks } from '../../db/schema/index.ts';
import { TwitchText } from '../../i18n/en/twitch.ts';
import type { Clock } from '../../platform/clock.ts';
import { conflict, unavailable } from '../../platform/errors.ts';
import type { SessionAccount } from '../../platform/sessions.ts';
import { hashToken, newToken } from '../../platform/tokens.ts';
import type { TwitchClient, TwitchTokens, TwitchUser } from './twitch.client.ts';
import { startedHere, stateOfBrowserKey } from './twitch-link-cookie.ts';

/**
 * Where the OAuth callback lands: the profile page shows `message` or `error` once, in `language` (the account's,
 * once the request is known to be its) or else the browser's.
 */
export type TwitchLinkOutcome = {
  kind: 'message' | 'error';
  text: string | LocalText;
  language?: LanguageCode;
};

/** How long a started link may be finished: the state's and the browser cookie's lifetime. */
export const STATE_TTL_MS = 10 * 60_000;

export const LinkErrors = {
  unknownState: TwitchText.linkUnknownState,
  usedState: TwitchText.linkUsedState,
  expiredState: TwitchText.linkExpiredState,
  otherSession: TwitchText.linkOtherSession,
  otherBrowser: TwitchText.linkOtherBrowser,
  denied: TwitchText.linkDenied,
  twitchFailed: TwitchText.linkTwitchFailed,
  takenTwitch: TwitchText.linkTakenTwitch,
} as const;

const fail = (text: string, language?: LanguageCode): TwitchLinkOutcome => ({
  kind: 'error',
  text,
  language,
});

/**
 * Linking a Twitch account through the OAuth code flow with a single-use state bound to the session and to the browser
 * that started it (twitch-link-cookie.ts).
 */
export function createTwitchLinkService(deps: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  client: TwitchClient | undefined;
  redirectUri: string;
}) {
  const { db, clock, log, redirectUri } = deps;
  const requireClient = (): TwitchClient => deps.client ?? unavailable(TwitchMessages.notConfigured);

  /**
   * Uses the state once; answers the account it was issued to, or why it cannot be used. A state finished in another
   * browser than the one that started it (a link URL handed to someone else) is used up too, linking nothing.
   */
  async function consumeState(
    state: string | undefined,
    callerSessionId: number | undefined,
    browserKeys: readonly string[],
  ): Promise<{ accountDBID: number; language: LanguageCode | undefined } | string> {
    if (!state) return LinkErrors.unknownState;
    const now = clock.now();
    const stateHash = hashToken(state);
    const [row] = await db
      .update(twitchLinkStates)
      .set({ usedAt: now })
      .where(and(eq(twitchLinkStates.stateHash, stateHash), isNull(twitchLinkStates.usedAt)))
      .returning();
    if (!row) {
      const [seen] = await db
        .select({ id: twitchLinkStates.id })
        .from(twitchLinkStates)
        .where(eq(twitchLinkStates.stateHash, stateHash));
      return seen ? LinkErrors.usedState : LinkErrors.unknownState;
    }
    if (row.expiresAt <= now) return LinkErrors.expiredState;
    if (!startedHere(state, browserKeys)) return LinkErrors.otherBrowser;
    // A request that carries a session must be the one that asked; the asking session must still be valid.
    if (callerSessionId !== undefined && callerSessionId !== row.sessionId) return LinkErrors.otherSession;
    const [session] = await db
      .select({ id: sessions.id, language: accounts.language })
      .from(sessions)
      .innerJoin(accounts, eq(accounts.accountDBID, sessions.accountDBID))
      .where(and(eq(sessions.id, row.sessionId), gt(sessions.expiresAt, now)));
    if (!session) return LinkErrors.otherSession;
    return {
      accountDBID: row.accountDBID,
      language: isLanguage(session.language) ? session.language : undefined,
    };
  }

  async function store(accountDBID: number, user: TwitchUser, tokens: TwitchTokens): Promise<boolean> {
    try {
      return await db.transaction(async (tx) => {
        const [holder] = await tx
          .select({ accountDBID: twitchLinks.accountDBID })
          .from(twitchLinks)
          .where(eq(twitchLinks.twitchId, user.id));
        if (holder && holder.accountDBID !== accountDBID) return false;
        const values = {
          twitchId: user.id,
          login: user.login.slice(0, 64),
          accessToken: tokens.accessToken,
          refreshToken: tokens.refreshToken ?? '',
          tokenExpiresAt: tokens.expiresAt ?? null,
          linkedAt: clock.now(),
        };
        await tx
          .insert(twitchLinks)
          .values({ accountDBID, ...values })
          .onConflictDoUpdate({ target: twitchLinks.accountDBID, set: values });
        return true;
      });
    } catch (error) {
      // Two accounts linking the same Twitch account at once: the unique key decides.
      if (uniqueViolation(error) !== undefined) return false;
      throw error;
    }
  }

  return {
    /**
     * Starts a link: a fresh browser key, whose hash is the state kept for this session, and Twitch's authorize URL
     * carrying the state. The key goes to the browser (a cookie), never in the answer's body.
     */
    async start(account: SessionAccount): Promise<{ url: string; browserKey: string }> {
      const client = requireClient();
      const browserKey = newToken();
      const state = stateOfBrowserKey(browserKey);
      const now = clock.now();
      await db.transaction(async (tx) => {
        await tx
          .delete(twitchLinkStates)
          .where(
            and(
              eq(twitchLinkStates.accountDBID, account.accountDBID),
              or(isNotNull(twitchLinkStates.usedAt), lte(twitchLinkStates.expiresAt, now)),
            ),
          );
        await tx.insert(twitchLinkStates).values({
          stateHash: hashToken(state),
          accountDBID: account.accountDBID,
          sessionId: account.sessionId,
          createdAt: now,
          expiresAt: new Date(now.getTime() + STATE_TTL_MS),
        });
      });
      return { url: client.authorizeUrl(state, redirectUri), browserKey };
    },

    /**
     * Finishes a link from Twitch's redirect, in the browser holding one of `browserKeys`; never throws for the
     * player's mistakes, it says what happened.
     */
    async callback(
      query: { code?: string; state?: string; error?: string },
      callerSessionId: number | undefined,
      browserKeys: readonly string[],
    ): Promise<TwitchLinkOutcome> {
      if (!deps.client) return fail(TwitchMessages.notConfigured);
      const claimed = await consumeState(query.state, callerSessionId, browserKeys);
      if (typeof claimed === 'string') return fail(claimed);
      const code = query.code;
      const { language } = claimed;
      if (query.error || !code) return fail(LinkErrors.denied, language);
      let user: TwitchUser;
      let tokens: TwitchTokens;
      try {
        tokens = await deps.client.exchangeCode(code, redirectUri);
        user = await deps.client.getUser(tokens.accessToken);
      } catch (error) {
        log.warn({ err: error }, 'Twitch link: code exchange or user lookup failed');
        return fail(LinkErrors.twitchFailed, language);
      }
      if (!(await store(claimed.accountDBID, user, tokens))) return fail(LinkErrors.takenTwitch, language);
      return { kind: 'message', text: text(TwitchText.linked, { name: user.displayName }), language };
    },

    /** Unlinks; the minutes and claims stay with the site account. */
    async unlink(account: SessionAccount): Promise<{ message: string }> {
      const removed = await db
        .delete(twitchLinks)
        .where(eq(twitchLinks.accountDBID, account.accountDBID))
        .returning({ twitchId: twitchLinks.twitchId });
      if (removed.length === 0) conflict(TwitchMessages.notLinkedToUnlink);
      return { message: TwitchMessages.unlinked };
    },
  };
}
