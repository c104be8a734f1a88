import {
  type LocalText,
  MAX_REWARD_IMAGE_BYTES,
  TwitchMessages,
  type TwitchReward,
  type TwitchRewardFields,
  text,
} from '@agaia/contract';
import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { twitchRewards } from '../../db/schema/index.ts';
import { TwitchText } from '../../i18n/en/twitch.ts';
import { type Actor, diff, recordAudit } from '../../platform/audit.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Entitlements } from '../../platform/entitlements.ts';
import { notFound } from '../../platform/errors.ts';
import type { ImageType, MediaStore } from '../../platform/media.ts';
import { toReward } from './twitch-rewards.service.ts';

const REWARD_IMAGE_TYPES: ImageType[] = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

const toRow = (fields: TwitchRewardFields) => ({
  season: fields.season,
  type: fields.type,
  title: fields.title,
  description: fields.description,
  requiredMinutes: fields.requiredMinutes,
  itemId: fields.itemId,
  itemQuantity: fields.itemQuantity,
  boxId: fields.boxId ?? null,
});

/** The admin Twitch Drops section (prime 13): rewards and their images. Every write is audited. */
export function createTwitchAdminService(deps: {
  db: Db;
  clock: Clock;
  mediaStore: MediaStore;
  entitlements: Pick<Entitlements, 'assertDeliverable'>;
}) {
  const { db, clock, mediaStore } = deps;
  const assertDeliverable = (fields: TwitchRewardFields) =>
    deps.entitlements.assertDeliverable([{ quantity: fields.itemQuantity, boxId: fields.boxId }], 'boxId');

  /** Stores an uploaded image (PNG, JPEG, WebP or GIF by its bytes, at most 2 MB); undefined when none was sent. */
  const saveImage = async (actor: Actor, image: Buffer | undefined) =>
    image
      ? (
          await mediaStore.saveImage(image, actor.account.accountDBID, {
            maxBytes: MAX_REWARD_IMAGE_BYTES,
            types: REWARD_IMAGE_TYPES,
          })
        ).url
      : undefined;

  /** Runs a write that may fail after an image was stored; the orphan image is removed on failure. */
  async function withImage<T>(imageUrl: string | undefined, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      await mediaStore.deleteByUrl(imageUrl);
      throw error;
    }
  }

  return {
    async list(): Promise<{ rewards: TwitchReward[] }> {
      const rows = await db
        .select()
        .from(twitchRewards)
        .orderBy(
          desc(twitchRewards.season),
          asc(twitchRewards.type),
          asc(twitchRewards.requiredMinutes),
          asc(twitchRewards.id),
        );
      return { rewards: rows.map(toReward) };
    },

    async create(actor: Actor, fields: TwitchRewardFields, image?: Buffer): Promise<TwitchReward> {
      assertDeliverable(fields);
      const imageUrl = await saveImage(actor, image);
      return withImage(imageUrl, () =>
        db.transaction(async (tx) => {
          const now = clock.now();
          const [row] = await tx
            .insert(twitchRewards)
            .values({ ...toRow(fields), imageUrl: imageUrl ?? null, createdAt: now, updatedAt: now })
            .returning();
          if (!row) throw new Error('insert returned no row');
          await recordAudit(tx, clock, {
            actor,
            action: 'twitch_reward.create',
            changes: { id: row.id, ...toRow(fields), imageUrl: row.imageUrl },
          });
          return toReward(row);
        }),
      );
    },

    /** Replaces the fields; a new image replaces the old one (deleted), removeImage drops it. */
    async update(
      actor: Actor,
      id: number,
      fields: TwitchRewardFields,
      image?: Buffer,
    ): Promise<TwitchReward> {
      assertDeliverable(fields);
      const newImageUrl = await saveImage(actor, image);
      const { reward, oldImageUrl } = await withImage(newImageUrl, () =>
        db.transaction(async (tx) => {
          const [before] = await tx
            .select()
            .from(twitchRewards)
            .where(eq(twitchRewards.id, id))
            .for('update');
          if (!before) return notFound(TwitchMessages.rewardNotFound);
          const imageUrl = newImageUrl ?? (fields.removeImage ? null : before.imageUrl);
          const next = { ...toRow(fields), imageUrl };
          const [row] = await tx
            .update(twitchRewards)
            .set({ ...next, updatedAt: clock.now() })
            .where(eq(twitchRewards.id, id))
            .returning();
          if (!row) return notFound(TwitchMessages.rewardNotFound);
          await recordAudit(tx, clock, {
            actor,
            action: 'twitch_reward.update',
            changes: { id, ...diff(before as unknown as Record<string, unknown>, next) },
          });
          return {
            reward: toReward(row),
            oldImageUrl: before.imageUrl !== imageUrl ? before.imageUrl : null,
          };
        }),
      );
      await mediaStore.deleteByUrl(oldImageUrl);
      return reward;
    },

    /**
     * Deletes a reward, its claims' records and its image; deliveries already queued stay queued. The message names
     * the reward: the route fills it in the reader's language.
     */
    async remove(actor: Actor, id: number): Promise<{ message: LocalText }> {
      const removed = await db.transaction(async (tx) => {
        const [row] = await tx.delete(twitchRewards).where(eq(twitchRewards.id, id)).returning();
        if (!row) return notFound(TwitchMessages.rewardNotFound);
        await recordAudit(tx, clock, {
          actor,
          action: 'twitch_reward.delete',
          changes: { id, title: row.title, season: row.season, type: row.type, imageUrl: row.imageUrl },
        });
        return row;
      });
      await mediaStore.deleteByUrl(removed.imageUrl);
      return { message: text(TwitchText.rewardDeleted, { title: removed.title }) };
    },
  };
}
