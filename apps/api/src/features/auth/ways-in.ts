import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginChallenges, passkeys, webauthnChallenges } from '../../db/schema/index.ts';
import type { TwoFactorService } from './two-factor.service.ts';

/**
 * Removes, in the caller's transaction, every way into an account that auth keeps besides its password and sessions:
 * its passkeys and their prompts in progress, its two-factor secret and recovery codes, and the tickets of logins
 * waiting for their second step. Account deletion calls it; the account's sessions and mailed links are ended there.
 */
export function createWaysIn(deps: { twoFactor: Pick<TwoFactorService, 'removeFor'> }) {
  return {
    async removeWaysIn(tx: Db, accountDBID: number): Promise<void> {
      await tx.delete(passkeys).where(eq(passkeys.accountDBID, accountDBID));
      await tx.delete(webauthnChallenges).where(eq(webauthnChallenges.accountDBID, accountDBID));
      await tx.delete(loginChallenges).where(eq(loginChallenges.accountDBID, accountDBID));
      await deps.twoFactor.removeFor(tx, accountDBID);
    },
  };
}
