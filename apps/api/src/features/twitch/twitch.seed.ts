import { crc32, deflateSync } from 'node:zlib';
import { count } from 'drizzle-orm';
import { twitchRewards } from '../../db/schema/index.ts';
import type { SeedDeps } from '../../platform/module.ts';

type Rgb = [number, number, number];

type DemoReward = {
  type: 'viewer' | 'streamer';
  title: string;
  description: string | null;
  requiredMinutes: number;
  itemId: number;
  itemQuantity: number;
  color: Rgb;
};

// One reward a row: type, title, description, minutes, item id and quantity, and the colour of its demo image.
// biome-ignore format: a table reads best one reward a row
const rows = [
  ['viewer', 'Spectator Emote', 'A cheering emote for your character.', 30, 206100, 1, [88, 166, 255]],
  ['viewer', 'Bag of Moongourds', 'Five moongourds to share with your party.', 120, 206101, 5, [120, 220, 140]],
  ['viewer', 'Twilight Wings', 'Cosmetic back wings that shimmer at dusk.', 360, 206102, 1, [170, 110, 255]],
  ['viewer', 'Loyal Viewer Mount', 'A cosmetic mount for the most faithful audience.', 900, 206103, 1, [255, 190, 70]],
  ['streamer', 'Streamer Banner', 'A banner to plant beside your camp.', 60, 206200, 1, [255, 110, 110]],
  ['streamer', 'Broadcast Costume', null, 600, 206201, 1, [80, 220, 220]],
  ['streamer', 'Crimson Charger', 'A cosmetic mount for those who bring Agaia to Twitch.', 1800, 206202, 1, [230, 60, 90]],
] as const;

const demoRewards: DemoReward[] = rows.map(
  ([type, title, description, requiredMinutes, itemId, itemQuantity, color]) => ({
    type,
    title,
    description,
    requiredMinutes,
    itemId,
    itemQuantity,
    color: [...color] as Rgb,
  }),
);

/** A PNG file of RGBA rows. */
function encodePng(
  width: number,
  height: number,
  pixel: (x: number, y: number) => [number, number, number, number],
) {
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 4 + 1);
    for (let x = 0; x < width; x++) raw.set(pixel(x, y), row + 1 + x * 4);
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A faceted gem on a dark tile: simple original art, one colour per reward. */
function gemIcon([r, g, b]: Rgb, size = 96): Buffer {
  const c = size / 2;
  return encodePng(size, size, (x, y) => {
    const dx = Math.abs(x + 0.5 - c) / (c * 0.7);
    const dy = (y + 0.5 - c) / (c * 0.8);
    const inside = dx + Math.abs(dy) <= 1;
    if (!inside) {
      const glow = Math.max(0, 1 - Math.hypot(x - c, y - c) / c) * 0.35;
      return [Math.round(20 + r * glow), Math.round(22 + g * glow), Math.round(34 + b * glow), 255];
    }
    // Lighter upper-left facets, darker lower-right, a thin bright edge between.
    const facet = (x < c ? 1.15 : 0.85) * (dy < 0 ? 1.1 : 0.75);
    const edge = Math.abs(x + 0.5 - c) < 1 || Math.abs(dy) < 0.03 ? 1.4 : 1;
    const shade = (v: number) => Math.min(255, Math.round(v * facet * edge));
    return [shade(r), shade(g), shade(b), 255];
  });
}

/** Demo Twitch drops: season 1 of viewer and streamer rewards, each with a small generated image. */
export const seedTwitchRewards = async ({
  db,
  clock,
  media: mediaStore,
}: SeedDeps): Promise<string | undefined> => {
  const [existing] = await db.select({ value: count() }).from(twitchRewards);
  if ((existing?.value ?? 0) > 0) return undefined;
  const now = clock.now();
  for (const { color, ...reward } of demoRewards) {
    const image = await mediaStore.saveImage(gemIcon(color), null);
    await db
      .insert(twitchRewards)
      .values({ ...reward, season: 1, imageUrl: image.url, createdAt: now, updatedAt: now });
  }
  const viewers = demoRewards.filter((reward) => reward.type === 'viewer').length;
  return `${viewers} viewer and ${demoRewards.length - viewers} streamer Twitch rewards`;
};
