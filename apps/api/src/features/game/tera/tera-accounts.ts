import { Messages } from '@agaia/contract';
import type { FastifyBaseLogger } from 'fastify';
import { GameText } from '../../../i18n/en/game.ts';
import { AppError, conflict } from '../../../platform/errors.ts';
import type { GatewayClient, GatewayResult } from './gateway.client.ts';
import type { TeraDb } from './tera-db.ts';

export const GameUnavailable = GameText.gameUnavailable;

const gameUnavailable = (): never => {
  throw new AppError(503, GameUnavailable, 'GAME_UNAVAILABLE');
};

/**
 * Game accounts through tera-api: created by the Gateway first (its userNo becomes the site's accountDBID), passwords
 * written to account_info in the operator's format, credentials checked for adoption. A registration whose answer was
 * lost is reconciled by looking the name up before it is ever sent again.
 */
export function createTeraAccounts(deps: { gateway: GatewayClient; db: TeraDb; log: FastifyBaseLogger }) {
  const { gateway, db, log } = deps;

  /**
   * The account of that name if it is this registration's (same email and password): an earlier attempt whose answer
   * was lost, or whose site half failed. Another owner's account of that name answers "taken".
   */
  async function ours(input: { userName: string; email: string; password: string }) {
    const found = await db.findByName(input.userName, input.password);
    if (!found) return undefined;
    if (found.passwordMatches && found.email.toLowerCase() === input.email.toLowerCase())
      return found.accountDBID;
    return conflict(Messages.userNameTaken, 'USERNAME_TAKEN');
  }

  async function register(input: { userName: string; email: string; password: string }) {
    return gateway.registerNewAccount(input.userName, input.email, input.password);
  }

  function refused(result: Extract<GatewayResult<unknown>, { kind: 'rejected' }>): never {
    // Code 2 lists every failing check (`Invalid parameter: body:login=Contains an existing login, …`); a rule the
    // site should have applied first is logged and refused as such.
    if (result.message.includes('body:email=Contains an existing email'))
      conflict(Messages.emailTaken, 'EMAIL_TAKEN');
    if (result.message.includes('body:login=Contains an existing login'))
      conflict(Messages.userNameTaken, 'USERNAME_TAKEN');
    log.warn({ gateway: result.message }, 'tera-api refused a registration');
    throw new AppError(400, GameText.accountRefused, 'GAME_REFUSED');
  }

  return {
    /** Creates the game account and answers its userNo; nothing is created on a failure. */
    async create(input: { userName: string; email: string; password: string }): Promise<number> {
      const existing = await ours(input).catch((error: unknown) => {
        if (error instanceof AppError) throw error;
        log.warn({ err: error }, 'tera-api database did not answer a name lookup');
        return gameUnavailable();
      });
      if (existing !== undefined) return existing;
      let result = await register(input);
      if (result.kind === 'unknown') {
        // The Gateway may have created it: look before sending again (it de-duplicates nothing but names).
        log.warn({ gateway: result.reason }, 'tera-api registration answer lost: reconciling by name');
        const found = await ours(input).catch(() => gameUnavailable());
        if (found !== undefined) return found;
        result = await register(input);
      }
      switch (result.kind) {
        case 'ok':
          return result.data.userNo;
        case 'rejected': {
          // A name taken in the game may be this very registration, made by an attempt whose site half failed.
          const found = await ours(input).catch(() => gameUnavailable());
          if (found !== undefined) return found;
          return refused(result);
        }
        default:
          log.warn(
            { gateway: result.kind === 'unknown' ? result.reason : result.message },
            'tera-api did not create an account',
          );
          return gameUnavailable();
      }
    },

    /** Writes the game password; the use case fails (and rolls back) when the game database does not take it. */
    async setPassword(accountDBID: number, password: string): Promise<void> {
      let written: boolean;
      try {
        written = await db.setPassword(accountDBID, password);
      } catch (error) {
        log.warn({ err: error }, 'tera-api database did not take a password');
        return gameUnavailable();
      }
      if (!written) log.warn({ accountDBID }, 'no game account to write a password to');
    },

    /** The game account these credentials open, or undefined (also when the game database is down). */
    async checkCredentials(identifier: string, password: string) {
      try {
        return await db.checkCredentials(identifier, password);
      } catch (error) {
        log.warn({ err: error }, 'tera-api database did not answer a credentials check');
        return undefined;
      }
    },

    list: (afterId: number, limit: number) => db.listAccounts(afterId, limit),
  };
}
