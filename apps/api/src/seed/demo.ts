import { seedNews, seedPatchNotes } from '../features/content/content.seed.ts';
import { seedProducts } from '../features/shop/shop.seed.ts';
import { seedTwitchRewards } from '../features/twitch/twitch.seed.ts';
import type { Services } from '../services.ts';

/** One feature's demo data: inserts only into its own empty tables and says what it added, or nothing. */
export type DemoSeeder = (services: Services) => Promise<string | undefined>;

// Each feature adds its seeder here as it lands (news, patch notes, products, rewards).
const seeders: DemoSeeder[] = [seedNews, seedPatchNotes, seedProducts, seedTwitchRewards];

/** Seeds every feature's demo data into tables that are still empty; returns a line per feature that added some. */
export async function seedDemo(services: Services, extra: DemoSeeder[] = []): Promise<string[]> {
  const added: string[] = [];
  for (const seeder of [...seeders, ...extra]) {
    const line = await seeder(services);
    if (line) added.push(line);
  }
  return added;
}
