import { z } from 'zod';
import { BoundsMessages, count, INT32_MAX, int32, rowId } from './bounds.ts';
import { TwitchMessages } from './i18n/en/twitch.ts';
import { CommonMessages } from './messages.ts';

export { TwitchMessages } from './i18n/en/twitch.ts';

export const TWITCH_REWARD_TYPES = ['viewer', 'streamer'] as const;
export const TwitchRewardType = z.enum(TWITCH_REWARD_TYPES, { error: TwitchMessages.badType });
export type TwitchRewardType = z.infer<typeof TwitchRewardType>;

/** A Twitch drop reward (docs/product.md §9.3). isClaimed is present on the player side only. */
export const TwitchReward = z.object({
  rewardId: rowId(),
  season: int32(),
  type: TwitchRewardType,
  title: z.string(),
  description: z.string().nullable(),
  requiredMinutes: int32(),
  itemId: int32(),
  itemQuantity: int32(),
  /** The tera-api box template that delivers the item (GAME_BACKEND=tera-api). */
  boxId: int32().nullable(),
  imageUrl: z.string().nullable(),
  isClaimed: z.boolean().optional(),
});
export type TwitchReward = z.infer<typeof TwitchReward>;

/** GET /api/user/twitch/watchrewards and /streamrewards, GET /api/admin/twitch/rewards. */
export const TwitchRewardList = z.object({ rewards: z.array(TwitchReward) });
export type TwitchRewardList = z.infer<typeof TwitchRewardList>;

/** POST /api/user/twitch/getviewerreward and /getstreamerreward. */
export const ClaimRewardBody = z.object({
  rewardId: z
    .number({ error: TwitchMessages.chooseReward })
    .int(TwitchMessages.chooseReward)
    .positive(TwitchMessages.chooseReward)
    .max(INT32_MAX, TwitchMessages.chooseReward),
});
export type ClaimRewardBody = z.infer<typeof ClaimRewardBody>;

/** GET /api/user/twitch/watchtime: total watch minutes (0 when not linked). */
export const WatchTimeResponse = z.object({ watchTime: count() });
export type WatchTimeResponse = z.infer<typeof WatchTimeResponse>;
/** GET /api/user/twitch/streamtime: total stream minutes (0 when not linked). */
export const StreamTimeResponse = z.object({ streamTime: count() });
export type StreamTimeResponse = z.infer<typeof StreamTimeResponse>;

/** GET /api/auth/twitch/link: Twitch's authorize URL to navigate to. */
export const TwitchLinkResponse = z.object({ url: z.string() });
export type TwitchLinkResponse = z.infer<typeof TwitchLinkResponse>;

/** GET /api/auth/twitch/callback query (Twitch sends code and state, or error and error_description). */
export const TwitchCallbackQuery = z.object({
  code: z.string().max(512).optional(),
  state: z.string().max(512).optional(),
  error: z.string().max(256).optional(),
  error_description: z.string().max(1024).optional(),
  scope: z.string().max(1024).optional(),
});
export type TwitchCallbackQuery = z.infer<typeof TwitchCallbackQuery>;

/** Largest reward image, in bytes (2 MB). */
export const MAX_REWARD_IMAGE_BYTES = 2 * 1024 * 1024;

/**
 * A number field's refusals: missing (unless the field has a fallback, or is optional), not whole, below its least,
 * above its most.
 */
interface WholeNumberMessages {
  required?: string;
  notWhole: string;
  tooSmall: string;
  tooLarge: string;
}

/** A whole number from a form field (a string) or a number; empty means the fallback, else required. */
const wholeNumber = (messages: WholeNumberMessages, min: number, max: number, fallback?: number) =>
  z.preprocess(
    (value) => {
      if (value === '' || value === undefined || value === null) return fallback;
      return typeof value === 'string' ? Number(value.trim()) : value;
    },
    z
      .number({
        error: (issue) =>
          issue.input === undefined ? (messages.required ?? messages.notWhole) : messages.notWhole,
      })
      .int(messages.notWhole)
      .min(min, messages.tooSmall)
      .max(max, messages.tooLarge),
  );

/**
 * The text fields of POST and PUT /api/admin/twitch/rewards (multipart; numbers arrive as strings).
 * The image is the optional file field `imageUrl`; `removeImage=true` on PUT drops the current image.
 */
export const TwitchRewardFields = z.object({
  season: wholeNumber(
    {
      required: TwitchMessages.seasonRequired,
      notWhole: TwitchMessages.seasonNotWhole,
      tooSmall: TwitchMessages.seasonTooSmall,
      tooLarge: TwitchMessages.seasonTooLarge,
    },
    1,
    9999,
  ),
  type: TwitchRewardType,
  title: z
    .string({ error: CommonMessages.titleRequired })
    .trim()
    .min(1, CommonMessages.titleRequired)
    .max(120, TwitchMessages.titleTooLong),
  description: z
    .string()
    .trim()
    .max(2000, TwitchMessages.descriptionTooLong)
    .optional()
    .transform((value) => value || null),
  requiredMinutes: wholeNumber(
    {
      required: TwitchMessages.minutesRequired,
      notWhole: TwitchMessages.minutesNotWhole,
      tooSmall: TwitchMessages.minutesTooSmall,
      tooLarge: TwitchMessages.minutesTooLarge,
    },
    1,
    1_000_000,
  ),
  itemId: wholeNumber(
    {
      required: TwitchMessages.itemIdRequired,
      notWhole: TwitchMessages.itemIdNotWhole,
      tooSmall: TwitchMessages.itemIdTooSmall,
      tooLarge: BoundsMessages.itemIdTooLarge,
    },
    1,
    INT32_MAX,
  ),
  itemQuantity: wholeNumber(
    {
      notWhole: TwitchMessages.quantityNotWhole,
      tooSmall: TwitchMessages.quantityTooSmall,
      tooLarge: TwitchMessages.quantityTooLarge,
    },
    1,
    9999,
    1,
  ),
  /** Required with GAME_BACKEND=tera-api: the box the player receives (itemQuantity of them). */
  boxId: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    wholeNumber(
      {
        notWhole: TwitchMessages.boxIdNotWhole,
        tooSmall: TwitchMessages.boxIdTooSmall,
        tooLarge: BoundsMessages.boxIdTooLarge,
      },
      1,
      INT32_MAX,
    ).optional(),
  ),
  removeImage: z
    .enum(['true', 'false'], { error: TwitchMessages.badRemoveImage })
    .optional()
    .transform((value) => value === 'true'),
});
export type TwitchRewardFields = z.infer<typeof TwitchRewardFields>;
