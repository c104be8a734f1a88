import { LanguageBody, ProfileResponse } from '@agaia/contract';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema/index.ts';
import type { AccountChanges } from '../../platform/account-cache.ts';
import { type AuthGuards, accountOf } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import type { FeatureModule } from '../../platform/module.ts';
import { bearer, errorsFor } from '../../platform/route-schemas.ts';
import type { GameBackendService } from '../game/game.module.ts';
import { createAccountsService } from './accounts.service.ts';
import { createBansService } from './bans.service.ts';
import { createEmailTokens } from './email-tokens.ts';
import { createProfileService } from './profile.service.ts';

export { NO_SITE_PASSWORD } from './accounts.service.ts';
export { banMessage } from './bans.service.ts';
export { refuseStaffLookAlike } from './confusable-names.ts';
export type { EmailTokens } from './email-tokens.ts';
export { isDeletedAccount, tombstoneOf } from './tombstone.ts';

/** Accounts: the account records, their bans, their mailed-link tokens and the player's own profile. */
export function createAccountsModule(deps: {
  db: Db;
  clock: Clock;
  guards: AuthGuards;
  accountChanges: AccountChanges;
  game: Pick<GameBackendService, 'createAccount'>;
}) {
  const records = createAccountsService({ db: deps.db, game: deps.game });
  const bans = createBansService(deps);
  const tokens = createEmailTokens(deps);
  const { profileBody, profileCacheSize } = createProfileService(deps);

  const routes: FastifyPluginAsync = async (plain) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/user/profile',
      {
        onRequest: deps.guards.requireUser,
        schema: {
          tags: ['user'],
          security: bearer,
          response: { 200: ProfileResponse, ...errorsFor(401, 404) },
        },
      },
      // Sent as the service wrote it: checked against ProfileResponse there, once per read, not once per answer.
      // (A plain reply: the typed one takes the object only.)
      async (request, reply: FastifyReply) =>
        reply.type('application/json; charset=utf-8').send(await profileBody(accountOf(request))),
    );
    app.put(
      '/user/language',
      {
        onRequest: deps.guards.requireUser,
        schema: {
          tags: ['user'],
          security: bearer,
          description:
            "The language of the caller's account: the site shows it on login, and its mails are written in it.",
          body: LanguageBody,
          response: { 200: LanguageBody, ...errorsFor(400, 401) },
        },
      },
      async (request) => {
        const { language } = request.body;
        await deps.db
          .update(accounts)
          .set({ language })
          .where(eq(accounts.accountDBID, accountOf(request).accountDBID));
        return { language };
      },
    );
  };

  return {
    name: 'accounts',
    routes,
    service: { ...records, activeBan: bans.activeBan, tokens, profileCacheSize },
  } satisfies FeatureModule;
}

export type AccountsModule = ReturnType<typeof createAccountsModule>['service'];
