import { z } from 'zod';
import { accountRulesFor, type GameBackend } from './accounts.ts';
import {
  BoundsMessages,
  bigRowId,
  count,
  INT32_MAX,
  idParam,
  int32,
  MAX_PAGE,
  MAX_SAFE_INT,
  pageParam,
  rowId,
  safeInt,
} from './bounds.ts';
import { AdminMessages } from './i18n/en/admin.ts';
import { Messages } from './messages.ts';
import { TakeBack } from './shop.ts';

export { AdminMessages } from './i18n/en/admin.ts';

/** Admin table page sizes (docs/product.md §6.1): 10, 50, 100 or all. */
export const PAGE_SIZES = ['10', '50', '100', 'all'] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

/** The query of a searchable admin table. Any other page size is refused. */
export const AdminListQuery = z.object({
  search: z.string().trim().max(254, AdminMessages.searchTooLong).default(''),
  page: pageParam(BoundsMessages.pageTooSmall),
  pageSize: z.enum(PAGE_SIZES, { error: AdminMessages.badPageSize }).default('10'),
});
export type AdminListQuery = z.infer<typeof AdminListQuery>;

const isoOrNull = z.string().nullable();

/** An account in the admin's users table (docs/product.md §6.1); the password hash never leaves the server. */
export const AdminUser = z.object({
  accountDBID: rowId(),
  userName: z.string(),
  email: z.string(),
  permission: int32(),
  privilege: int32(),
  webMgt: safeInt(),
  registerTime: z.string(),
  lastLoginTime: isoOrNull,
  lastLoginIP: z.string().nullable(),
  banned: z.boolean(),
  agaiaCoins: int32(),
  astrumCoins: int32(),
  agaiaClubExpiry: isoOrNull,
  hasClaimedFounderPackage: z.boolean(),
  hasClaimedVeteranPackage: z.boolean(),
  isEmailConfirmed: z.boolean(),
  /** Two-factor authentication is on (staff may turn it off for a lost phone). */
  twoFactorEnabled: z.boolean(),
});
export type AdminUser = z.infer<typeof AdminUser>;

export const AdminUserList = z.object({
  users: z.array(AdminUser),
  total: count(),
  page: z.number().int().min(1).max(MAX_PAGE),
  pageSize: z.enum(PAGE_SIZES),
});
export type AdminUserList = z.infer<typeof AdminUserList>;

/** A ban (docs/product.md §6.3), as listed in a user's ban history. */
export const Ban = z.object({
  id: bigRowId(),
  accountDBID: rowId(),
  startTime: z.string(),
  endTime: z.string(),
  ip: z.string(),
  description: z.string(),
  active: z.boolean(),
  bannedBy: z.string().nullable(),
});
export type Ban = z.infer<typeof Ban>;

export const AuditEntry = z.object({
  id: bigRowId(),
  actorAccountDBID: rowId().nullable(),
  actorName: z.string(),
  action: z.string(),
  targetAccountDBID: rowId().nullable(),
  changes: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

/** GET /api/admin/users/{id}: the row, its ban history and its audit entries. */
export const AdminUserDetail = AdminUser.extend({
  bans: z.array(Ban),
  audit: z.array(AuditEntry),
  /**
   * The game's side (GAME_BACKEND=tera-api): its coin wallet, or null when the game does not answer; absent with
   * no game back end.
   */
  game: z.object({ coins: int32().nullable() }).optional(),
  /** A disputed payment marked the account for the staff (DISPUTE_POLICY flag or ban). */
  paymentFlagged: z.boolean().optional(),
  /** Its refunded or disputed orders, newest first: what was taken back and what could not be. */
  takeBacks: z.array(TakeBack.extend({ orderId: bigRowId().nullable() })).optional(),
});
export type AdminUserDetail = z.infer<typeof AdminUserDetail>;

export const AccountIdParams = z.object({ id: idParam(AdminMessages.unknownAccount) });

/** A whole number of 0 or more whose every fault answers the message, up to a bound with a message of its own. */
const wholeNumber = (message: string, tooLarge: string, max = INT32_MAX) =>
  z.number({ error: message }).int(message).min(0, message).max(max, tooLarge);

/** PUT /api/admin/users/{id}: the user fields without accountDBID; the password only when it is to change. */
export const adminUserUpdateFor = (backend: GameBackend) => {
  const rules = accountRulesFor(backend);
  return z.object({
    userName: z.string().trim().min(1, AdminMessages.userNameEmailRequired).pipe(rules.userName),
    email: z.string().trim().min(1, AdminMessages.userNameEmailRequired).pipe(rules.email),
    permission: wholeNumber(AdminMessages.badPermission, AdminMessages.permissionTooLarge),
    webMgt: wholeNumber(AdminMessages.badWebMgt, AdminMessages.webMgtTooLarge, MAX_SAFE_INT),
    password: rules.password.optional(),
    agaiaCoins: wholeNumber(AdminMessages.badAgaiaCoins, AdminMessages.agaiaCoinsTooLarge),
    astrumCoins: wholeNumber(AdminMessages.badAstrumCoins, AdminMessages.astrumCoinsTooLarge),
    agaiaClubExpiry: z.iso.datetime({ offset: true, error: AdminMessages.badClubExpiry }).nullable(),
    isEmailConfirmed: z.boolean(),
    hasClaimedFounderPackage: z.boolean(),
    hasClaimedVeteranPackage: z.boolean(),
  });
};
export const AdminUserUpdate = adminUserUpdateFor('none');
export type AdminUserUpdate = z.infer<typeof AdminUserUpdate>;

const required = AdminMessages.banRequired;
const unknownAccount = AdminMessages.unknownAccount;
/** An account id in a body: its column is bigint, but tera-api's ids are 32-bit, so a larger one is no account. */
const knownAccountDBID = (message?: string) =>
  z.number({ error: message }).int(message).positive(message).max(INT32_MAX, unknownAccount);

/** POST /api/admin/banUser. */
export const BanBody = z.object({
  accountDBID: knownAccountDBID(),
  startTime: z.iso.datetime({ offset: true, error: AdminMessages.badBanStart }).optional(),
  endTime: z.iso.datetime({ offset: true, error: required }),
  ip: z.string().trim().max(512).default(''),
  description: z.string().trim().min(1, required).max(1000),
  active: z.union([z.boolean(), z.literal(1), z.literal(0)]).default(true),
});
export type BanBody = z.infer<typeof BanBody>;

export const UnbanBody = z.object({ accountDBID: knownAccountDBID() });

const allRequired = Messages.allFieldsRequired;
const accountId = knownAccountDBID(allRequired);
const benefitId = z
  .number({ error: allRequired })
  .int(allRequired)
  .positive(allRequired)
  .max(INT32_MAX, BoundsMessages.benefitIdTooLarge);
const dateTime = z.iso.datetime({ offset: true, error: allRequired });

export const Benefit = z.object({
  accountDBID: rowId(),
  userName: z.string().nullable(),
  benefitId: int32(),
  availableUntil: z.string(),
});
export type Benefit = z.infer<typeof Benefit>;

export const BenefitList = z.object({
  benefits: z.array(Benefit),
  total: count(),
  page: z.number().int().min(1).max(MAX_PAGE),
  pageSize: z.enum(PAGE_SIZES),
});
export type BenefitList = z.infer<typeof BenefitList>;

/** POST /api/admin/createBenefit. */
export const CreateBenefitBody = z.object({ accountDBID: accountId, benefitId, availableUntil: dateTime });
/** PUT /api/admin/userBenefits/{accountId}. */
export const UpdateBenefitBody = z.object({ benefitId, date: dateTime });
/** POST /api/admin/deleteBenefit/{accountId}. */
export const DeleteBenefitBody = z.object({ benefitId });
export const BenefitAccountParams = z.object({ accountId: idParam(unknownAccount) });

/** GET /api/admin/benefitNames: the names the site knows for game benefit ids (packs, the club benefit). */
export const BenefitNames = z.object({
  benefits: z.array(z.object({ benefitId: int32(), name: z.string() })),
});
export type BenefitNames = z.infer<typeof BenefitNames>;

/** The quick grants of the admin's Account Actions (docs/product.md §6.4). */
export const ACCOUNT_ACTIONS = [
  'grantVeteranPack',
  'grantFounderPack',
  'grantContentCreatorPack',
  'grantStaffPack',
] as const;
export type AccountAction = (typeof ACCOUNT_ACTIONS)[number];

/** POST /api/admin/action. */
export const AccountActionBody = z.object({
  action: z.enum(ACCOUNT_ACTIONS, { error: AdminMessages.unknownAction }),
  accountDBID: knownAccountDBID(AdminMessages.accountDBIDRequired),
  date: z.iso.datetime({ offset: true, error: AdminMessages.badExpiry }).nullable().optional(),
});
export type AccountActionBody = z.infer<typeof AccountActionBody>;

export const AuditQuery = z.object({
  targetAccountDBID: idParam(undefined, unknownAccount).optional(),
  page: pageParam(),
  pageSize: z.enum(PAGE_SIZES).default('50'),
});
export const AuditList = z.object({ entries: z.array(AuditEntry), total: count() });

const auditText = (tooLong: string) => z.string().trim().max(64, tooLong).optional();
/** The audit log's time range: 1970 to 9999 (PostgreSQL refuses the year 0 a date like 0000-01-01 names). */
const AUDIT_TIME_MIN = Date.UTC(1970, 0, 1);
const AUDIT_TIME_MAX = Date.UTC(9999, 11, 31, 23, 59, 59, 999);
const auditTime = (notADate: string, outOfRange: string) =>
  z.iso
    .datetime({ offset: true, error: notADate })
    .refine((value) => {
      const time = Date.parse(value);
      return time >= AUDIT_TIME_MIN && time <= AUDIT_TIME_MAX;
    }, outOfRange)
    .optional();

const AuditFilterFields = z.object({
  /** Part of the actor's name. */
  actor: auditText(AdminMessages.actorTooLong),
  /** The target's account ID, or part of its user name. */
  target: auditText(AdminMessages.targetTooLong),
  /** The start of the action ('user.', 'benefit.create'). */
  action: auditText(AdminMessages.actionTooLong),
  from: auditTime(AdminMessages.badFrom, AdminMessages.fromOutOfRange),
  to: auditTime(AdminMessages.badTo, AdminMessages.toOutOfRange),
});
const fromNotAfterTo = (query: { from?: string; to?: string }) =>
  !query.from || !query.to || new Date(query.from) <= new Date(query.to);
const rangeError = { message: AdminMessages.fromAfterTo, path: ['from'] };

/** The filters of the audit log's CSV export: who, about whom, which action, and when (from ≤ to). */
export const AuditSearchFilters = AuditFilterFields.refine(fromNotAfterTo, rangeError);
export type AuditSearchFilters = z.infer<typeof AuditSearchFilters>;

/** GET /api/admin/audit/search: the same filters, one page of the log at a time, newest first. */
export const AuditSearchQuery = AuditFilterFields.extend({
  page: pageParam(),
  pageSize: z.enum(PAGE_SIZES).default('50'),
}).refine(fromNotAfterTo, rangeError);
export type AuditSearchQuery = z.infer<typeof AuditSearchQuery>;

/** An audit entry with its target's current user name (null when it names no account, or one since removed). */
export const AuditSearchEntry = AuditEntry.extend({ targetName: z.string().nullable() });
export type AuditSearchEntry = z.infer<typeof AuditSearchEntry>;

export const AuditSearchList = z.object({ entries: z.array(AuditSearchEntry), total: count() });
export type AuditSearchList = z.infer<typeof AuditSearchList>;

/** The most rows one CSV export holds (the newest that match); narrow the filters for older ones. */
export const AUDIT_EXPORT_LIMIT = 5000;
