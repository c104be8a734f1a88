import {
  ClaimRewardBody,
  MessageResponse,
  StreamTimeResponse,
  TwitchCallbackQuery,
  TwitchLinkResponse,
  TwitchRewardList,
  WatchTimeResponse,
} from '@agaia/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { localize } from '../../i18n/index.ts';
import type { AuthGuards } from '../../platform/auth.ts';
import { accountOf, bearerToken } from '../../platform/auth.ts';
import { setFlashCookie } from '../../platform/flash.ts';
import { bearer, errorsFor } from '../../platform/route-schemas.ts';
import type { SessionStore } from '../../platform/sessions.ts';
import type { TwitchFeature } from './twitch.ts';
import { STATE_TTL_MS } from './twitch-link.service.ts';
import { clearLinkCookie, linkCookieKeys, setLinkCookie, startedHere } from './twitch-link-cookie.ts';

const errors = errorsFor(400, 401, 403, 404, 409, 503);

/** What the Twitch routes use. */
export interface TwitchRoutesDeps {
  twitch: TwitchFeature;
  guards: AuthGuards;
  sessions: Pick<SessionStore, 'find'>;
}

/** Linking a Twitch account, and the player's Viewer and Streamer Drops. */
export const twitchRoutes: FastifyPluginAsyncZod<TwitchRoutesDeps> = async (
  app,
  { twitch, guards, sessions },
) => {
  const secured = { security: bearer };

  app.get(
    '/auth/twitch/link',
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ['auth'],
        ...secured,
        description: 'Also sets the cookie the callback requires: the link finishes only in this browser.',
        response: { 200: TwitchLinkResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { url, browserKey } = await twitch.link.start(accountOf(request));
      reply.header('set-cookie', setLinkCookie(twitch.linkCookie, browserKey, STATE_TTL_MS / 1000));
      return { url };
    },
  );

  app.delete(
    '/auth/twitch/link',
    {
      onRequest: guards.requireUser,
      schema: { tags: ['auth'], ...secured, response: { 200: MessageResponse, ...errors } },
    },
    (request) => twitch.link.unlink(accountOf(request)),
  );

  app.get(
    '/auth/twitch/callback',
    {
      schema: {
        tags: ['auth'],
        querystring: TwitchCallbackQuery,
        description:
          "Twitch's OAuth redirect; redirects to /profile, which shows the outcome once (a flash cookie).",
      },
    },
    async (request, reply) => {
      // A browser navigation carries no bearer; if this one does, it must be the session that started the link.
      const token = bearerToken(request);
      const caller = token ? await sessions.find(token) : null;
      // The browser that started the link sends the key whose hash is the state; anyone else's browser does not.
      const keys = linkCookieKeys(request.headers.cookie, twitch.linkCookie.name);
      const outcome = await twitch.link.callback(request.query, caller?.sessionId, keys);
      // This browser's link has ended, whatever its outcome; another browser's own link goes on.
      if (startedHere(request.query.state, keys))
        reply.header('set-cookie', clearLinkCookie(twitch.linkCookie));
      reply.header('cache-control', 'no-store');
      const language = outcome.language ?? request.language;
      const flash = { kind: outcome.kind, text: localize(language, outcome.text) };
      reply.header('set-cookie', setFlashCookie(flash, twitch.linkCookie.secure));
      return reply.redirect('/profile', 302);
    },
  );

  const player = { tags: ['user: twitch'], ...secured };
  const kinds = [
    { kind: 'viewer', time: 'watchtime', rewards: 'watchrewards', claim: 'getviewerreward' },
    { kind: 'streamer', time: 'streamtime', rewards: 'streamrewards', claim: 'getstreamerreward' },
  ] as const;
  for (const { kind, time, rewards, claim } of kinds) {
    app.get(
      `/user/twitch/${time}`,
      {
        onRequest: guards.requireUser,
        schema: {
          ...player,
          response: { 200: kind === 'viewer' ? WatchTimeResponse : StreamTimeResponse, ...errors },
        },
      },
      async (request) => {
        const minutes = await twitch.rewards.minutes(accountOf(request), kind);
        return kind === 'viewer' ? { watchTime: minutes } : { streamTime: minutes };
      },
    );
    app.get(
      `/user/twitch/${rewards}`,
      {
        onRequest: guards.requireUser,
        schema: { ...player, response: { 200: TwitchRewardList, ...errors } },
      },
      (request) => twitch.rewards.list(accountOf(request), kind),
    );
    app.post(
      `/user/twitch/${claim}`,
      {
        onRequest: guards.requireUser,
        schema: { ...player, body: ClaimRewardBody, response: { 200: MessageResponse, ...errors } },
      },
      (request) => twitch.rewards.claim(accountOf(request), kind, request.body.rewardId),
    );
  }
};
