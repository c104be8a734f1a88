import {
  type GameBackend,
  GameMessages,
  MAX_BOXES_PER_ITEM,
  MAX_REWARD_IMAGE_BYTES,
  type TwitchReward,
  TwitchRewardFields,
} from '@agaia/contract';
import { z } from 'zod';
import { i18n } from '../../../i18n/i18n.ts';

/** The image types the server takes for a reward (it checks the bytes; this is the early, friendly check). */
export const REWARD_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

/** The item quantity must be typed (the server would default an empty one to 1; the editor asks for it, issue 7). */
const itemQuantity = (maxBoxes: number | null) =>
  z
    .string()
    .trim()
    .min(1, i18n.t('admin.twitchDrops.itemQuantityRequired'))
    .pipe(TwitchRewardFields.shape.itemQuantity as z.ZodType<number, string>)
    .refine((quantity) => maxBoxes === null || quantity <= maxBoxes, GameMessages.tooManyBoxes);

/** The game box: required under tera-api, else kept as it is ('' sends none). */
const boxId = (isRequired: boolean) =>
  z
    .string()
    .trim()
    .refine((value) => !isRequired || value !== '', GameMessages.boxRequired)
    .pipe(TwitchRewardFields.shape.boxId as z.ZodType<number | undefined, string>);

/**
 * The reward form: the contract's fields, with the item quantity typed; under tera-api (`backend`) the item travels
 * in a game box, which is then required, and the quantity counts boxes (at most 10).
 */
export function rewardFormSchema(backend: GameBackend) {
  const hasBoxes = backend === 'tera-api';
  return TwitchRewardFields.omit({ removeImage: true }).extend({
    itemQuantity: itemQuantity(hasBoxes ? MAX_BOXES_PER_ITEM : null),
    boxId: boxId(hasBoxes),
  });
}
type RewardFormSchema = ReturnType<typeof rewardFormSchema>;
export type RewardFormValues = z.input<RewardFormSchema>;
export type RewardFormOutput = z.output<RewardFormSchema>;

/** The form's starting values: the reward's, or a new viewer reward of quantity 1. */
export function rewardFormValues(reward?: TwitchReward): RewardFormValues {
  return {
    season: reward ? String(reward.season) : '',
    type: reward?.type ?? 'viewer',
    title: reward?.title ?? '',
    description: reward?.description ?? '',
    requiredMinutes: reward ? String(reward.requiredMinutes) : '',
    itemId: reward ? String(reward.itemId) : '',
    itemQuantity: reward ? String(reward.itemQuantity) : '1',
    boxId: reward?.boxId == null ? '' : String(reward.boxId),
  };
}

/** Why an image cannot be sent (wrong type or over 2 MB), else null. */
export function imageProblem(file: File): string | null {
  if (!(REWARD_IMAGE_TYPES as readonly string[]).includes(file.type))
    return i18n.t('admin.twitchDrops.imageWrongType');
  if (file.size > MAX_REWARD_IMAGE_BYTES) return i18n.t('admin.twitchDrops.imageTooLarge');
  return null;
}

/** The multipart body of POST and PUT: the text fields, the image file as `imageUrl`, and removeImage=true. */
export function rewardFormData(
  values: RewardFormOutput,
  image: { file: File | null; isRemoved: boolean },
): FormData {
  const body = new FormData();
  body.set('season', String(values.season));
  body.set('type', values.type);
  body.set('title', values.title);
  body.set('description', values.description ?? '');
  body.set('requiredMinutes', String(values.requiredMinutes));
  body.set('itemId', String(values.itemId));
  body.set('itemQuantity', String(values.itemQuantity));
  if (values.boxId !== undefined) body.set('boxId', String(values.boxId));
  if (image.file) body.set('imageUrl', image.file);
  else if (image.isRemoved) body.set('removeImage', 'true');
  return body;
}
