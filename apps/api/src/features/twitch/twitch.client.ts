/** The Twitch OAuth and Helix calls this site makes; the base URLs point at a local fake in tests. */

const TWITCH_SCOPE = 'moderator:read:chatters';

/** A failed Twitch call: its HTTP status (0 when Twitch could not be reached) and what Twitch said. */
export class TwitchError extends Error {
  override name = 'TwitchError';
  constructor(
    readonly status: number,
    message: string,
    readonly retryAfter?: string,
  ) {
    super(message);
  }
}

/** Tokens as Twitch's token endpoint returns them. */
export interface TwitchTokens {
  accessToken: string;
  refreshToken: string | undefined;
  expiresAt: Date | undefined;
}

export interface TwitchUser {
  id: string;
  login: string;
  displayName: string;
}

export interface TwitchStream {
  userId: string;
  gameId: string;
  title: string;
}

export interface TwitchClientOptions {
  clientId: string;
  clientSecret: string;
  apiBase: string;
  authBase: string;
  now: () => Date;
}

// Renew the app token this long before Twitch says it ends.
const RENEW_MARGIN_MS = 5 * 60_000;

/** Twitch's OAuth (code flow, refresh, client credentials) and the Helix calls of the accrual job. */
export function createTwitchClient(options: TwitchClientOptions) {
  const { clientId, clientSecret } = options;
  const apiBase = options.apiBase.replace(/\/+$/, '');
  const authBase = options.authBase.replace(/\/+$/, '');
  let appToken: { token: string; expiresAt: number } | undefined;

  async function call(url: string, init: RequestInit): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
    } catch (error) {
      throw new TwitchError(0, `Twitch could not be reached: ${(error as Error).message}`);
    }
    const text = await response.text();
    if (!response.ok) {
      const reset = response.headers.get('ratelimit-reset') ?? undefined;
      throw new TwitchError(
        response.status,
        `Twitch answered ${response.status}: ${text.slice(0, 300)}`,
        reset,
      );
    }
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new TwitchError(response.status, 'Twitch answered something other than JSON.');
    }
  }

  async function token(params: Record<string, string>): Promise<TwitchTokens> {
    const body = new URLSearchParams({ client_id: clientId, client_secret: clientSecret, ...params });
    const data = (await call(`${authBase}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    })) as { access_token?: string; refresh_token?: string; expires_in?: number };
    if (!data.access_token) throw new TwitchError(502, 'Twitch returned no access token.');
    return {
      accessToken: data.access_token,
      refreshToken: data.refresh_token,
      expiresAt:
        typeof data.expires_in === 'number'
          ? new Date(options.now().getTime() + data.expires_in * 1000)
          : undefined,
    };
  }

  const helix = (path: string, bearer: string) =>
    call(`${apiBase}/helix${path}`, {
      headers: { 'client-id': clientId, authorization: `Bearer ${bearer}` },
    });

  return {
    /**
     * The page a player approves the link on. `force_verify` makes Twitch ask every time, showing which Twitch
     * account is being linked, even to a browser already logged in to Twitch that approved this site before.
     */
    authorizeUrl(state: string, redirectUri: string): string {
      const params = new URLSearchParams({
        response_type: 'code',
        client_id: clientId,
        redirect_uri: redirectUri,
        scope: TWITCH_SCOPE,
        state,
        force_verify: 'true',
      });
      return `${authBase}/oauth2/authorize?${params}`;
    },

    /** Exchanges the code of the OAuth redirect for the player's tokens. */
    exchangeCode: (code: string, redirectUri: string) =>
      token({ grant_type: 'authorization_code', code, redirect_uri: redirectUri }),

    /** New user tokens for a refresh token; Twitch may return a new refresh token, which replaces the old. */
    refresh: (refreshToken: string) => token({ grant_type: 'refresh_token', refresh_token: refreshToken }),

    /** The app access token (client credentials), cached and renewed before it ends. */
    async appToken(): Promise<string> {
      const now = options.now().getTime();
      if (appToken && appToken.expiresAt - RENEW_MARGIN_MS > now) return appToken.token;
      const fresh = await token({ grant_type: 'client_credentials' });
      appToken = { token: fresh.accessToken, expiresAt: fresh.expiresAt?.getTime() ?? now + 3_600_000 };
      return fresh.accessToken;
    },

    /** Forgets the cached app token (after Twitch refused it). */
    dropAppToken(): void {
      appToken = undefined;
    },

    /** The user a user token belongs to. */
    async getUser(accessToken: string): Promise<TwitchUser> {
      const data = (await helix('/users', accessToken)) as {
        data?: { id: string; login: string; display_name?: string }[];
      };
      const user = data.data?.[0];
      if (!user) throw new TwitchError(502, 'Twitch returned no user.');
      return { id: user.id, login: user.login, displayName: user.display_name ?? user.login };
    },

    /** Live streams of up to 100 users in one game. */
    async getStreams(userIds: string[], gameId: string, bearer: string): Promise<TwitchStream[]> {
      const params = new URLSearchParams({ type: 'live', first: '100', game_id: gameId });
      for (const id of userIds) params.append('user_id', id);
      const data = (await helix(`/streams?${params}`, bearer)) as {
        data?: { user_id: string; game_id: string; title: string; type?: string }[];
      };
      return (data.data ?? [])
        .filter((stream) => (stream.type ?? 'live') === 'live')
        .map((stream) => ({ userId: stream.user_id, gameId: stream.game_id, title: stream.title }));
    },

    /** Every chatter of a broadcaster's chat, read with the broadcaster's own token, following the cursor. */
    async getChatters(broadcasterId: string, bearer: string): Promise<string[]> {
      const ids: string[] = [];
      let cursor: string | undefined;
      // A chat of a million viewers is 1,000 pages; a cursor that never ends must not loop forever.
      for (let page = 0; page < 1000; page++) {
        const params = new URLSearchParams({
          broadcaster_id: broadcasterId,
          moderator_id: broadcasterId,
          first: '1000',
        });
        if (cursor) params.set('after', cursor);
        const data = (await helix(`/chat/chatters?${params}`, bearer)) as {
          data?: { user_id: string }[];
          pagination?: { cursor?: string };
        };
        for (const chatter of data.data ?? []) ids.push(chatter.user_id);
        cursor = data.pagination?.cursor;
        if (!cursor) break;
      }
      return ids;
    },
  };
}

export type TwitchClient = ReturnType<typeof createTwitchClient>;
