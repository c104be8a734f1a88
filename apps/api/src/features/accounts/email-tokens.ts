import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type EmailTokenPurpose, type EmailTokenRow, emailTokens } from '../../db/schema/index.ts';
import type { Clock } from '../../platform/clock.ts';
import { hashToken, newToken } from '../../platform/tokens.ts';

export const TOKEN_LIFETIME_MS: Record<EmailTokenPurpose, number> = {
  reset_password: 60 * 60 * 1000,
  confirm_email: 24 * 60 * 60 * 1000,
  change_email: 24 * 60 * 60 * 1000,
};

export type ConsumeResult =
  | { ok: true; token: EmailTokenRow }
  | { ok: false; reason: 'expired' | 'used' | 'unknown' };

/** Single-use mail tokens: issuing one voids the account's earlier unused tokens of the same purpose. */
export function createEmailTokens(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  return {
    /** Issues a token for the account and target address; returns the secret to put in the link. */
    async issue(
      accountDBID: number,
      purpose: EmailTokenPurpose,
      email: string,
      executor: Db = db,
    ): Promise<string> {
      const now = clock.now();
      await executor
        .update(emailTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(emailTokens.accountDBID, accountDBID),
            eq(emailTokens.purpose, purpose),
            isNull(emailTokens.usedAt),
          ),
        );
      const token = newToken();
      await executor.insert(emailTokens).values({
        accountDBID,
        purpose,
        email,
        tokenHash: hashToken(token),
        createdAt: now,
        expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]),
      });
      return token;
    },

    /**
     * Voids every unused token of the account, whatever its purpose: a changed email or password must not leave a
     * reset or confirmation link working that was mailed before.
     */
    async voidAll(accountDBID: number, executor: Pick<Db, 'update'> = db): Promise<void> {
      await executor
        .update(emailTokens)
        .set({ usedAt: clock.now() })
        .where(and(eq(emailTokens.accountDBID, accountDBID), isNull(emailTokens.usedAt)));
    },

    /** The usable token row, without using it. */
    async peek(token: string, purpose: EmailTokenPurpose): Promise<EmailTokenRow | undefined> {
      const [row] = await db
        .select()
        .from(emailTokens)
        .where(
          and(
            eq(emailTokens.tokenHash, hashToken(token)),
            eq(emailTokens.purpose, purpose),
            isNull(emailTokens.usedAt),
            gt(emailTokens.expiresAt, clock.now()),
          ),
        )
        .limit(1);
      return row;
    },

    /** Marks the token used in one guarded update, so two concurrent uses cannot both succeed. */
    async consume(token: string, purpose: EmailTokenPurpose, executor: Db = db): Promise<ConsumeResult> {
      const now = clock.now();
      const tokenHash = hashToken(token);
      const [used] = await executor
        .update(emailTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(emailTokens.tokenHash, tokenHash),
            eq(emailTokens.purpose, purpose),
            isNull(emailTokens.usedAt),
            gt(emailTokens.expiresAt, now),
          ),
        )
        .returning();
      if (used) return { ok: true, token: used };
      const [row] = await executor
        .select()
        .from(emailTokens)
        .where(and(eq(emailTokens.tokenHash, tokenHash), eq(emailTokens.purpose, purpose)))
        .limit(1);
      if (!row) return { ok: false, reason: 'unknown' };
      return { ok: false, reason: row.usedAt ? 'used' : 'expired' };
    },
  };
}

export type EmailTokens = ReturnType<typeof createEmailTokens>;
