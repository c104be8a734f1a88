import { z } from 'zod';
import { GameBackend, GameMessages } from './accounts.ts';
import { BoundsMessages, count, INT32_MAX, int32, MAX_SAFE_INT, pageParam, rowId } from './bounds.ts';
import { DELIVERY_KINDS, DELIVERY_STATUSES, Delivery } from './shop.ts';

/** One game server as the landing page and the header show it. */
export const GameServer = z.object({
  serverId: int32(),
  name: z.string(),
  isOpen: z.boolean(),
  usersOnline: int32(),
});
export type GameServer = z.infer<typeof GameServer>;

/** GET /api/game/status: every server's state (cached 30 s); `servers` is null when the game does not answer. */
export const GameStatus = z.object({
  backend: GameBackend,
  servers: z.array(GameServer).nullable(),
});
export type GameStatus = z.infer<typeof GameStatus>;

export const GameCharacter = z.object({
  serverId: int32(),
  serverName: z.string(),
  characterId: int32(),
  name: z.string(),
  classId: int32(),
  raceId: int32(),
  genderId: int32(),
  level: int32(),
});
export type GameCharacter = z.infer<typeof GameCharacter>;

/**
 * GET /api/user/game: the player's side of the game. `available` is false when the game does not answer (then
 * `characters` is empty and `coins` null); with no game back end there is nothing to show.
 */
export const UserGame = z.object({
  backend: GameBackend,
  available: z.boolean(),
  characters: z.array(GameCharacter),
  /** The game wallet's coins (tera-api's shop balance). */
  coins: int32().nullable(),
});
export type UserGame = z.infer<typeof UserGame>;

/** A tera-api box template, for the product and reward editors' box pickers. */
export const GameBox = z.object({
  boxId: int32(),
  title: z.string(),
  days: int32(),
  items: z.array(z.object({ itemTemplateId: int32(), serviceItemId: int32(), count: int32() })),
  isProcessing: z.boolean(),
});
export type GameBox = z.infer<typeof GameBox>;
export const GameBoxList = z.object({ boxes: z.array(GameBox) });

/** GET /api/admin/game/characters?accountDBID=: the account's characters on every server. */
export const AdminCharactersQuery = z.object({
  accountDBID: z.coerce
    .number({ error: GameMessages.accountIdRequired })
    .int(GameMessages.accountIdRequired)
    .positive(GameMessages.accountIdRequired)
    .max(INT32_MAX, BoundsMessages.accountIdTooLarge),
});
export const AdminCharacterList = z.object({
  accountDBID: rowId(),
  userName: z.string().nullable(),
  available: z.boolean(),
  characters: z.array(GameCharacter),
});

/** GET /api/admin/game/deliveries: the outbox, newest first, filtered by state, kind and account. */
export const AdminDeliveriesQuery = z.object({
  status: z.enum(DELIVERY_STATUSES).optional(),
  kind: z.enum(DELIVERY_KINDS).optional(),
  accountDBID: z.coerce.number().int().positive().max(INT32_MAX, BoundsMessages.accountIdTooLarge).optional(),
  page: pageParam(),
  pageSize: z.enum(['10', '50', '100']).default('50'),
});
export const AdminDelivery = Delivery.extend({ userName: z.string().nullable() });
export type AdminDelivery = z.infer<typeof AdminDelivery>;
export const AdminDeliveryList = z.object({
  deliveries: z.array(AdminDelivery),
  total: count(),
  /** How many rows wait in each open state, for the section's summary line. */
  counts: z.object({ pending: count(), failed: count(), unknown: count() }),
});
export const DeliveryIdParams = z.object({
  id: z.coerce
    .number()
    .int()
    .positive(GameMessages.deliveryNotFound)
    .max(MAX_SAFE_INT, GameMessages.deliveryNotFound),
});

/** TERA's class, race and gender ids (the client's data sheet), as the Characters views name them. */
export const CLASS_NAMES = [
  'Warrior',
  'Lancer',
  'Slayer',
  'Berserker',
  'Sorcerer',
  'Archer',
  'Priest',
  'Mystic',
  'Reaper',
  'Gunner',
  'Brawler',
  'Ninja',
  'Valkyrie',
] as const;
export const RACE_NAMES = ['Human', 'High Elf', 'Aman', 'Castanic', 'Popori', 'Baraka', 'Elin'] as const;
export const GENDER_NAMES = ['Male', 'Female'] as const;

/** A name for an id of the lists above; an id the list does not know shows as its number. */
export const nameOf = (names: readonly string[], id: number): string => names[id] ?? `#${id}`;
