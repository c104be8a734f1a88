import type { GameBackend, GameBox } from '@agaia/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { TeraConfig } from '../../config.ts';
import type { Clock } from '../../platform/clock.ts';
import { createGatewayClient, type GatewayClient } from './tera/gateway.client.ts';
import { createTeraAccounts } from './tera/tera-accounts.ts';
import { type CharacterCount, createTeraDb, type GameAccountRecord, type TeraDb } from './tera/tera-db.ts';

export type { CharacterCount, GameAccountRecord } from './tera/tera-db.ts';

/** One game server as the site shows it. */
interface GameServer {
  serverId: number;
  name: string;
  isOpen: boolean;
  usersOnline: number;
}

interface GameCharacter {
  serverId: number;
  serverName: string;
  characterId: number;
  name: string;
  classId: number;
  raceId: number;
  genderId: number;
  level: number;
}

/** What the game back end is and whether it answers, for /api/health and the start-up line. */
interface GameHealth {
  backend: GameBackend;
  gateway: 'ok' | 'unreachable' | 'none';
  database: 'ok' | 'unreachable' | 'none';
  detail?: string;
}

/**
 * The game back end every other feature talks to (accounts, logins, admin actions, the profile). With `none` it does
 * nothing and owns nothing; with `tera-api` it is the Gateway client plus the few rows of tera-api's database.
 */
export interface GameBackendService {
  kind: GameBackend;
  /** The game account's userNo for a new site account (tera-api); undefined when the site numbers its own. */
  createAccount(input: { userName: string; email: string; password: string }): Promise<number | undefined>;
  /** Writes the game password (tera-api), or does nothing. */
  setPassword(accountDBID: number, password: string): Promise<void>;
  /** The game account these credentials open, for adopting a player the site does not know yet. */
  checkCredentials(identifier: string, password: string): Promise<GameAccountRecord | undefined>;
  /** Game accounts after an id, for the import. */
  listAccounts(afterId: number, limit: number): Promise<GameAccountRecord[]>;
  /**
   * The game servers (30 s cache; the last answer while the game does not answer, undefined before any); `fresh`
   * asks now and answers undefined when the game does not answer.
   */
  servers(options?: { fresh?: boolean }): Promise<GameServer[] | undefined>;
  /** The account's characters on every server; undefined when the game does not answer. */
  characters(accountDBID: number): Promise<GameCharacter[] | undefined>;
  /**
   * Every character counted by server, class, race and level band, from the game's database; undefined without a game
   * back end that has one. Throws when the database does not answer.
   */
  characterCounts(): Promise<CharacterCount[] | undefined>;
  /** tera-api's box templates; undefined when the game does not answer. */
  listBoxes(): Promise<GameBox[] | undefined>;
  /** The game wallet's coins (0 before the first fund); undefined when the game does not answer. */
  balance(accountDBID: number): Promise<number | undefined>;
  health(): Promise<GameHealth>;
  /** The Gateway and database, for the deliveries worker (tera-api only). */
  tera?: { gateway: GatewayClient; db: TeraDb; config: TeraConfig };
  close(): Promise<void>;
}

const STATUS_TTL_MS = 30_000;

/** No game back end: a custom connector drains the deliveries over the pull API. */
function createNoGameBackend(): GameBackendService {
  return {
    kind: 'none',
    createAccount: async () => undefined,
    setPassword: async () => {},
    checkCredentials: async () => undefined,
    listAccounts: async () => [],
    servers: async () => undefined,
    characters: async () => undefined,
    characterCounts: async () => undefined,
    listBoxes: async () => undefined,
    balance: async () => undefined,
    health: async () => ({ backend: 'none', gateway: 'none', database: 'none' }),
    close: async () => {},
  };
}

/** tera-api: the Gateway for what it can do, its database for the rest (ADR 011). */
function createTeraBackend(deps: {
  config: TeraConfig;
  log: FastifyBaseLogger;
  clock: Clock;
}): GameBackendService {
  const { config, log, clock } = deps;
  const gateway = createGatewayClient({ baseUrl: config.gatewayUrl, timeoutMs: config.timeoutMs });
  const db = createTeraDb({
    url: config.dbUrl,
    passwords: { format: config.passwordFormat, salt: config.passwordSalt },
  });
  const accounts = createTeraAccounts({ gateway, db, log });
  let cached: { at: number; servers: GameServer[] } | undefined;

  async function servers(options: { fresh?: boolean } = {}): Promise<GameServer[] | undefined> {
    const now = clock.now().getTime();
    if (!options.fresh && cached && now - cached.at < STATUS_TTL_MS) return cached.servers;
    const result = await gateway.listServers();
    if (result.kind !== 'ok') return options.fresh ? undefined : cached?.servers;
    const wanted = config.serverIds;
    const list = result.data
      .filter((s) => (wanted ? wanted.includes(s.serverId) : s.isEnabled))
      .map((s) => ({
        serverId: s.serverId,
        name: s.name,
        isOpen: s.isAvailable && s.isEnabled,
        usersOnline: s.usersOnline ?? 0,
      }));
    cached = { at: now, servers: list };
    return list;
  }

  return {
    kind: 'tera-api',
    createAccount: accounts.create,
    setPassword: accounts.setPassword,
    checkCredentials: accounts.checkCredentials,
    listAccounts: accounts.list,
    servers,
    async characters(accountDBID) {
      const list = await servers();
      if (!list) return undefined;
      const found: GameCharacter[] = [];
      for (const server of list) {
        const result = await gateway.listCharacters(accountDBID, server.serverId);
        if (result.kind !== 'ok') return undefined;
        for (const c of result.data)
          found.push({
            serverId: server.serverId,
            serverName: server.name,
            characterId: c.characterId,
            name: c.name,
            classId: c.classId,
            raceId: c.raceId,
            genderId: c.genderId,
            level: c.level,
          });
      }
      return found;
    },
    characterCounts: () => db.characterCounts(),
    async listBoxes() {
      const result = await gateway.listBoxes();
      return result.kind === 'ok' ? result.data : undefined;
    },
    async balance(accountDBID) {
      const result = await gateway.getShopAccount(accountDBID);
      if (result.kind === 'ok') return result.data.balance;
      // Never funded: tera-api has no wallet row yet (code 2), which is a balance of 0.
      if (result.kind === 'rejected') return 0;
      return undefined;
    },
    async health() {
      const [listed, pinged] = await Promise.all([
        gateway.listServers(),
        db.ping().then(
          () => undefined,
          (error: unknown) => String((error as { code?: unknown }).code ?? 'no answer'),
        ),
      ]);
      // Public: the reasons name error codes only, never the addresses or users the operator configured.
      const problems: string[] = [];
      if (listed.kind !== 'ok')
        problems.push(`Gateway: ${listed.kind === 'unknown' ? listed.reason : listed.message}`);
      if (pinged) problems.push(`database: ${pinged}`);
      return {
        backend: 'tera-api',
        gateway: listed.kind === 'ok' ? 'ok' : 'unreachable',
        database: pinged ? 'unreachable' : 'ok',
        ...(problems.length > 0 && { detail: problems.join('; ').slice(0, 500) }),
      };
    },
    tera: { gateway, db, config },
    close: () => db.close(),
  };
}

/** The back end GAME_BACKEND names. */
export function createGameBackend(deps: {
  config: TeraConfig | undefined;
  log: FastifyBaseLogger;
  clock: Clock;
}): GameBackendService {
  return deps.config ? createTeraBackend({ ...deps, config: deps.config }) : createNoGameBackend();
}
