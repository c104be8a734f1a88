import type { z } from 'zod';
import {
  AccountInfo,
  Ban,
  Benefits,
  Boxes,
  Characters,
  Envelope,
  Nothing,
  Registered,
  Servers,
  ShopAccount,
} from './gateway.schemas.ts';

/**
 * A typed client of tera-api's Gateway API (its behaviour as observed running tera-api v1.2.3: ADR 011). Every call
 * answers a GatewayResult and never throws for what the Gateway (or the network) did: the caller decides by `kind`
 * whether to stop (rejected), retry later (busy), retry with backoff (failed) or reconcile before anything else
 * (unknown).
 */
export type GatewayResult<T> =
  | { kind: 'ok'; data: T }
  /** ReturnCode 2: an invalid parameter; permanent, nothing written. */
  | { kind: 'rejected'; code: 2; message: string }
  /** ReturnCode 100/102: a box task is running; temporary, nothing queued. */
  | { kind: 'busy'; code: 100 | 102; message: string }
  /** HTTP 500, another non-200, another ReturnCode or a malformed answer: nothing written in every case seen. */
  | { kind: 'failed'; status: number; message: string }
  /** Timeout or dropped connection: the Gateway may or may not have acted; reconcile before any retry. */
  | { kind: 'unknown'; reason: string };

export interface GatewayClientOptions {
  /** e.g. http://127.0.0.1:8040 */
  baseUrl: string;
  /** Per-call limit in milliseconds, including reading the answer. Default 10 s. */
  timeoutMs?: number;
}

type Params = Record<string, string | number>;

/** Creates the client; the Gateway has no authentication, so it must only ever be reached over loopback or a LAN. */
export function createGatewayClient(options: GatewayClientOptions) {
  const base = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 10_000;

  async function call<S extends z.ZodType>(
    method: 'GET' | 'POST',
    path: string,
    params: Params,
    schema: S,
  ): Promise<GatewayResult<z.output<S>>> {
    const form = new URLSearchParams(
      Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]),
    );
    const url = method === 'GET' ? `${base}${path}?${form}` : `${base}${path}`;
    let status: number;
    let text: string;
    try {
      const response = await fetch(url, {
        method,
        signal: AbortSignal.timeout(timeoutMs),
        ...(method === 'POST' && {
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: form.toString(),
        }),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      return { kind: 'unknown', reason: describeNetworkError(error, path, timeoutMs) };
    }
    // Non-JSON bodies (404 text, 400 HTML stack traces) are never echoed: they could carry what was sent.
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return { kind: 'failed', status, message: `${path}: HTTP ${status} with a non-JSON answer` };
    }
    const envelope = Envelope.safeParse(json);
    if (!envelope.success)
      return { kind: 'failed', status, message: `${path}: HTTP ${status} without a Gateway envelope` };
    const { Return, ReturnCode, Msg } = envelope.data;
    if (status !== 200) return { kind: 'failed', status, message: `${path}: HTTP ${status} ${Msg}` };
    if (ReturnCode === 2 && !Return) return { kind: 'rejected', code: 2, message: Msg };
    if ((ReturnCode === 100 || ReturnCode === 102) && !Return)
      return { kind: 'busy', code: ReturnCode, message: Msg };
    if (!Return || ReturnCode !== 0)
      return { kind: 'failed', status, message: `${path}: ReturnCode ${ReturnCode} ${Msg}` };
    const data = schema.safeParse(json);
    if (!data.success) {
      // Name the fields only, never their values (AuthKey and such).
      const fields = data.error.issues.map((issue) => issue.path.join('.') || '(root)').join(', ');
      return { kind: 'failed', status, message: `${path}: malformed answer (${fields})` };
    }
    return { kind: 'ok', data: data.data };
  }

  return {
    /** Creates a game account; login and email are unique case-insensitively (duplicate → rejected). */
    registerNewAccount: (login: string, email: string, password: string) =>
      call('POST', '/accountApi/RegisterNewAccount', { login, email, password }, Registered),

    /** Reads an account, without its AuthKey. */
    getAccountInfo: (userNo: number) =>
      call('GET', '/accountApi/GetAccountInfoByUserNo', { userNo }, AccountInfo),

    /** Lists an account's characters on one server ([] for an unknown account). */
    listCharacters: (userNo: number, serverId: number) =>
      call('GET', '/accountApi/ListCharactersByUserNo', { userNo, serverId }, Characters),

    /** Lists an account's benefits (a removed or never-granted one is absent). */
    listBenefits: (userNo: number) => call('GET', '/accountApi/ListBenefitsByUserNo', { userNo }, Benefits),

    /** Adds days to a benefit. Not idempotent: repeating it adds the days again. */
    addBenefit: (userNo: number, benefitId: number, days: number) =>
      call('POST', '/accountApi/AddBenefitByUserNo', { userNo, benefitId, benefitDays: days }, Nothing),

    /** Removes a benefit; succeeds when absent too. */
    removeBenefit: (userNo: number, benefitId: number) =>
      call('POST', '/accountApi/RemoveBenefitByUserNo', { userNo, benefitId }, Nothing),

    /** Stores an active ban; rejected while any ban row of the account exists. */
    banAccount: (ban: {
      userNo: number;
      startTime: Date;
      endTime: Date;
      description: string;
      ips: string[];
    }) =>
      call(
        'POST',
        '/accountApi/BanAccountByUserNo',
        {
          userNo: ban.userNo,
          startTime: ban.startTime.toISOString(),
          endTime: ban.endTime.toISOString(),
          description: ban.description,
          // `ip=` must be present even when empty (else HTTP 500); `active=on` is the only value stored as active.
          ip: ban.ips.join(';'),
          active: 'on',
        },
        Nothing,
      ),

    /** Whether the account or the client IP is banned now. */
    getAccountBan: (userNo: number, clientIP: string) =>
      call('GET', '/accountApi/GetAccountBanByUserNo', { userNo, clientIP }, Ban),

    /**
     * Credits coins, logged as `ShopApi,<transactionId>`. Not idempotent: a repeat credits again, so the transaction
     * id (digits only, refused locally otherwise) must be a unique outbox id to reconcile by.
     */
    fund: async (
      userNo: number,
      transactionId: string,
      amount: number,
    ): Promise<GatewayResult<undefined>> => {
      if (!/^\d+$/.test(transactionId))
        return {
          kind: 'rejected',
          code: 2,
          message: 'body:transactionId=Must contain digits only (refused before sending)',
        };
      return call('POST', '/shopApi/FundByUserNo', { userNo, transactionId, amount }, Nothing);
    },

    /** Reads the coin wallet; rejected when the account was never funded. */
    getShopAccount: (userNo: number) =>
      call('GET', '/shopApi/GetAccountInfoByUserNo', { userNo }, ShopAccount),

    /** Lists the box templates. */
    listBoxes: () => call('GET', '/boxApi/ListBoxes', {}, Boxes),

    /** Queues a box (ok means queued, not delivered). Not idempotent: a repeat sends a second box. */
    sendBox: (box: { boxId: number; userNo: number; serverId?: number; characterId?: number }) =>
      call(
        'POST',
        '/boxApi/SendBoxToAccountByUserNo',
        {
          boxId: box.boxId,
          userNo: box.userNo,
          ...(box.serverId !== undefined && { serverId: box.serverId }),
          // The character check looks the character up by accountDBID, which the Gateway does not fill in itself.
          ...(box.characterId !== undefined && { characterId: box.characterId, accountDBID: box.userNo }),
        },
        Nothing,
      ),

    /** Kicks the account from a server; succeeds when offline too. */
    kick: (userNo: number, serverId: number) =>
      call('POST', '/serverApi/KickAccountByUserNo', { userNo, serverId }, Nothing),

    /** Lists the game servers. */
    listServers: () => call('GET', '/serverApi/ListServers', {}, Servers),
  };
}

export type GatewayClient = ReturnType<typeof createGatewayClient>;

function describeNetworkError(error: unknown, path: string, timeoutMs: number): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return `${path}: no answer within ${timeoutMs} ms`;
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  const code = typeof cause?.code === 'string' ? cause.code : 'connection error';
  return `${path}: ${code}`;
}
