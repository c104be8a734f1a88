import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the parts of Twitch this site calls: OAuth (authorize, taking `force_verify`, redirecting back
 * with a code; token for authorization_code, refresh_token and client_credentials; validate) and Helix (users, streams,
 * chat/chatters with cursor pages). Tests say who exists, who is live in which game and who sits in which chat.
 */
export interface FakeTwitchUser {
  id: string;
  login: string;
  display_name: string;
  created_at: string;
}

interface UserToken {
  userId: string;
  expired: boolean;
}

export interface FakeTwitchOptions {
  clientId: string;
  clientSecret: string;
  port?: number;
}

const readBody = (request: http.IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    request.on('data', (chunk) => {
      data += chunk;
    });
    request.on('end', () => resolve(data));
  });

const token = (prefix: string) => `${prefix}${randomBytes(15).toString('base64url')}`;

export async function startTwitchFake(options: FakeTwitchOptions) {
  const users = new Map<string, FakeTwitchUser>();
  const codes = new Map<string, { userId: string; redirectUri: string }>();
  const userTokens = new Map<string, UserToken>();
  const refreshTokens = new Map<string, string>();
  const appTokens = new Set<string>();
  const live = new Map<string, { gameId: string; title: string }>();
  const chatters = new Map<string, string[]>();
  // Status codes to answer the next calls of a path with (e.g. 429 once on /helix/streams).
  const failures = new Map<string, number[]>();
  const requests: { method: string; path: string }[] = [];
  // Each authorize page opened: its state, and whether it asked the user again (force_verify).
  const authorizations: { state: string; forceVerify: boolean }[] = [];
  const state = {
    authorizeAs: undefined as string | undefined,
    deny: false,
    rotateRefreshTokens: true,
  };
  let base = '';

  function addUser(user: { id: string; login?: string; displayName?: string }): FakeTwitchUser {
    const login = user.login ?? `viewer${user.id}`;
    const created = {
      id: user.id,
      login,
      display_name: user.displayName ?? login,
      created_at: '2020-01-01T00:00:00Z',
    };
    users.set(user.id, created);
    return created;
  }

  function issueUserTokens(userId: string) {
    if (!users.has(userId)) addUser({ id: userId });
    const accessToken = token('ua_');
    const refreshToken = token('ur_');
    userTokens.set(accessToken, { userId, expired: false });
    refreshTokens.set(refreshToken, userId);
    return { accessToken, refreshToken };
  }

  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', base);
    const raw = await readBody(request);
    requests.push({ method: request.method ?? 'GET', path: url.pathname });
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const helixError = (status: number, message: string) =>
      send(status, { error: http.STATUS_CODES[status], status, message });
    const queued = failures.get(url.pathname);
    const failWith = queued?.shift();
    if (failWith) {
      if (failWith === 429) response.setHeader('ratelimit-reset', String(Math.floor(Date.now() / 1000) + 30));
      return helixError(failWith, 'Injected failure');
    }
    const bearer = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];

    if (request.method === 'GET' && url.pathname === '/oauth2/authorize') {
      const redirectUri = url.searchParams.get('redirect_uri') ?? '';
      if (url.searchParams.get('client_id') !== options.clientId || !redirectUri)
        return send(400, { status: 400, message: 'invalid client or redirect uri' });
      // Twitch's force_verify is a boolean: true asks the user again even when the app was approved before.
      const forceVerify = url.searchParams.get('force_verify');
      if (forceVerify !== null && forceVerify !== 'true' && forceVerify !== 'false')
        return send(400, { status: 400, message: 'invalid force_verify' });
      authorizations.push({
        state: url.searchParams.get('state') ?? '',
        forceVerify: forceVerify === 'true',
      });
      const target = new URL(redirectUri);
      target.searchParams.set('state', url.searchParams.get('state') ?? '');
      if (state.deny || !state.authorizeAs) {
        target.searchParams.set('error', 'access_denied');
        target.searchParams.set('error_description', 'The user denied you access');
      } else {
        const code = token('code_');
        codes.set(code, { userId: state.authorizeAs, redirectUri });
        target.searchParams.set('code', code);
        target.searchParams.set('scope', url.searchParams.get('scope') ?? '');
      }
      response.writeHead(302, { location: target.toString() });
      return response.end();
    }

    if (request.method === 'POST' && url.pathname === '/oauth2/token') {
      const form = new URLSearchParams(raw);
      if (form.get('client_id') !== options.clientId || form.get('client_secret') !== options.clientSecret)
        return send(403, { status: 403, message: 'invalid client secret' });
      const grant = form.get('grant_type');
      if (grant === 'client_credentials') {
        const access = token('app_');
        appTokens.add(access);
        return send(200, { access_token: access, expires_in: 5_000_000, token_type: 'bearer' });
      }
      if (grant === 'authorization_code') {
        const code = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        if (!code || code.redirectUri !== form.get('redirect_uri'))
          return send(400, { status: 400, message: 'Invalid authorization code' });
        const issued = issueUserTokens(code.userId);
        return send(200, {
          access_token: issued.accessToken,
          refresh_token: issued.refreshToken,
          expires_in: 14_400,
          scope: ['moderator:read:chatters'],
          token_type: 'bearer',
        });
      }
      if (grant === 'refresh_token') {
        const old = form.get('refresh_token') ?? '';
        const userId = refreshTokens.get(old);
        if (!userId) return send(400, { status: 400, message: 'Invalid refresh token' });
        const access = token('ua_');
        userTokens.set(access, { userId, expired: false });
        let refresh = old;
        if (state.rotateRefreshTokens) {
          refreshTokens.delete(old);
          refresh = token('ur_');
          refreshTokens.set(refresh, userId);
        }
        return send(200, {
          access_token: access,
          refresh_token: refresh,
          expires_in: 14_400,
          scope: ['moderator:read:chatters'],
          token_type: 'bearer',
        });
      }
      return send(400, { status: 400, message: 'unsupported grant type' });
    }

    if (request.method === 'GET' && url.pathname === '/oauth2/validate') {
      const value = /^OAuth (\S+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      const user = userTokens.get(value);
      if (!user || user.expired) return send(401, { status: 401, message: 'invalid access token' });
      return send(200, {
        client_id: options.clientId,
        login: users.get(user.userId)?.login,
        scopes: ['moderator:read:chatters'],
        user_id: user.userId,
        expires_in: 14_400,
      });
    }

    if (url.pathname.startsWith('/helix/')) {
      if (request.headers['client-id'] !== options.clientId) return helixError(401, 'Client ID is missing');
      const userToken = bearer ? userTokens.get(bearer) : undefined;
      const isApp = bearer ? appTokens.has(bearer) : false;
      if (!isApp && (!userToken || userToken.expired)) return helixError(401, 'Invalid OAuth token');

      if (request.method === 'GET' && url.pathname === '/helix/users') {
        const ids = url.searchParams.getAll('id');
        const wanted = ids.length > 0 ? ids : userToken ? [userToken.userId] : [];
        return send(200, { data: wanted.flatMap((id) => users.get(id) ?? []) });
      }

      if (request.method === 'GET' && url.pathname === '/helix/streams') {
        const ids = url.searchParams.getAll('user_id');
        if (ids.length > 100) return helixError(400, 'The maximum number of user_id values is 100');
        const gameId = url.searchParams.get('game_id');
        const data = ids.flatMap((id) => {
          const stream = live.get(id);
          if (!stream || (gameId && stream.gameId !== gameId)) return [];
          const user = users.get(id);
          return [
            {
              id: `s${id}`,
              user_id: id,
              user_login: user?.login ?? id,
              user_name: user?.display_name ?? id,
              game_id: stream.gameId,
              type: 'live',
              title: stream.title,
              viewer_count: chatters.get(id)?.length ?? 0,
              started_at: '2026-01-01T00:00:00Z',
            },
          ];
        });
        return send(200, { data, pagination: {} });
      }

      if (request.method === 'GET' && url.pathname === '/helix/chat/chatters') {
        const broadcaster = url.searchParams.get('broadcaster_id') ?? '';
        const moderator = url.searchParams.get('moderator_id') ?? '';
        if (!userToken) return helixError(401, 'A user access token is required');
        if (userToken.userId !== moderator || moderator !== broadcaster)
          return helixError(403, 'The moderator_id must match the user in the token');
        const first = Math.min(Number(url.searchParams.get('first') ?? 100), 1000);
        const offset = Number(Buffer.from(url.searchParams.get('after') ?? '', 'base64url').toString() || 0);
        const all = chatters.get(broadcaster) ?? [];
        const page = all.slice(offset, offset + first);
        const next =
          offset + first < all.length ? Buffer.from(String(offset + first)).toString('base64url') : '';
        return send(200, {
          data: page.map((id) => ({ user_id: id, user_login: users.get(id)?.login ?? id, user_name: id })),
          pagination: next ? { cursor: next } : {},
          total: all.length,
        });
      }
    }

    // Controls for a fake run as a process (end-to-end tests).
    if (request.method === 'POST' && url.pathname.startsWith('/_fake/')) {
      const body = (raw ? JSON.parse(raw) : {}) as Record<string, unknown>;
      if (url.pathname === '/_fake/authorize-as') {
        const user = addUser({ id: String(body.id), login: body.login as string | undefined });
        state.authorizeAs = user.id;
        state.deny = body.deny === true;
        return send(200, user);
      }
      if (url.pathname === '/_fake/live') {
        setLive(String(body.userId), {
          gameId: body.gameId as string,
          title: body.title as string | undefined,
        });
        return send(200, {});
      }
      if (url.pathname === '/_fake/offline') {
        live.delete(String(body.userId));
        return send(200, {});
      }
      if (url.pathname === '/_fake/chatters') {
        chatters.set(String(body.broadcasterId), (body.userIds as string[]).map(String));
        return send(200, {});
      }
    }
    helixError(404, `Unrecognized request URL (${request.method}: ${url.pathname})`);
  });

  function setLive(userId: string, stream: { gameId: string; title?: string }) {
    if (!users.has(userId)) addUser({ id: userId });
    live.set(userId, { gameId: stream.gameId, title: stream.title ?? 'Playing Agaia Online' });
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;

  return {
    url: base,
    requests,
    authorizations,
    state,
    users,
    addUser,
    issueUserTokens,
    /** The next authorize call approves as this user (created when new). */
    authorizeAs(user: { id: string; login?: string; displayName?: string }) {
      state.authorizeAs = addUser(user).id;
      state.deny = false;
    },
    /** The next authorize calls are refused at Twitch (error=access_denied). */
    denyAuthorization() {
      state.deny = true;
    },
    setLive,
    setOffline: (userId: string) => live.delete(userId),
    setChatters: (broadcasterId: string, ids: string[]) => chatters.set(broadcasterId, ids),
    /** Makes every access token of a user answer 401, as an expired one does. */
    expireUserTokens(userId: string) {
      for (const value of userTokens.values()) if (value.userId === userId) value.expired = true;
    },
    /** Answers the next calls of a path with these statuses. */
    failNext(path: string, ...statuses: number[]) {
      failures.set(path, [...(failures.get(path) ?? []), ...statuses]);
    },
    reset() {
      live.clear();
      chatters.clear();
      failures.clear();
      requests.length = 0;
      authorizations.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type TwitchFake = Awaited<ReturnType<typeof startTwitchFake>>;
