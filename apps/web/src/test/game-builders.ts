import type {
  AdminDelivery,
  GameBox,
  GameCharacter,
  GameServer,
  GameStatus,
  SiteInfo,
  UserGame,
} from '@agaia/contract';
import { buildDelivery } from './admin-builders.ts';
import { siteInfo } from './fetch-stub.ts';

// Builders of the game back end's answers (tera-api): status, characters, coins, deliveries, boxes. Tests only.

/** Site info of a site that fronts tera-api (GAME_BACKEND=tera-api). */
const teraSiteInfo: SiteInfo = { ...siteInfo, gameBackend: 'tera-api' };

/** The stubbed answer of GET /api/site for a tera-api site, for stubFetch's table. */
export const TERA_SITE = { 'GET /api/site': { json: teraSiteInfo } };

/** A game server as GET /api/game/status lists it. */
export function buildGameServer(overrides: Partial<GameServer> = {}): GameServer {
  return { serverId: 1, name: 'Velika', isOpen: true, usersOnline: 57, ...overrides };
}

/** GET /api/game/status under tera-api: one open server unless told. */
export function buildGameStatus(overrides: Partial<GameStatus> = {}): GameStatus {
  return { backend: 'tera-api', servers: [buildGameServer()], ...overrides };
}

/** A character on a game server. */
export function buildGameCharacter(overrides: Partial<GameCharacter> = {}): GameCharacter {
  return {
    serverId: 1,
    serverName: 'Velika',
    characterId: 11,
    name: 'Ariadne',
    classId: 1,
    raceId: 3,
    genderId: 1,
    level: 65,
    ...overrides,
  };
}

/** GET /api/user/game under tera-api: the game answers, one character, 1,200 coins unless told. */
export function buildUserGame(overrides: Partial<UserGame> = {}): UserGame {
  return {
    backend: 'tera-api',
    available: true,
    characters: [buildGameCharacter()],
    coins: 1200,
    ...overrides,
  };
}

/** A row of the deliveries outbox as the admin list shows it: a delivery (buildDelivery) with its account's name. */
export function buildAdminDelivery(overrides: Partial<AdminDelivery> = {}): AdminDelivery {
  return {
    ...buildDelivery({ id: 300, kind: 'coins', itemId: 0, quantity: 500 }),
    userName: 'Aria',
    ...overrides,
  };
}

/** A tera-api box template. */
export function buildGameBox(overrides: Partial<GameBox> = {}): GameBox {
  return {
    boxId: 41,
    title: 'Frost Mount Box',
    days: 0,
    items: [{ itemTemplateId: 8001, serviceItemId: 9001, count: 1 }],
    isProcessing: false,
    ...overrides,
  };
}
