import { count } from 'drizzle-orm';
import { type Grants, products } from '../../db/schema/index.ts';
import type { SeedDeps } from '../../platform/module.ts';

const none: Grants = { coins: 0, clubDays: 0, benefits: [], items: [] };

/** Demo shop: four categories, one product on sale until two weeks from now. */
export const seedProducts = async ({ db, clock }: SeedDeps): Promise<string | undefined> => {
  const [existing] = await db.select({ value: count() }).from(products);
  if ((existing?.value ?? 0) > 0) return undefined;
  const now = clock.now();
  const saleEnd = new Date(now.getTime() + 14 * 86_400_000);
  const rows = [
    {
      name: 'Handful of Agaia Coins',
      description: '**500 Agaia Coins** to spend on cosmetics in the in-game shop.',
      priceCents: 1990,
      category: 'Coin Packages',
      categoryDesc: 'Agaia Coins buy **cosmetics only**: costumes, mounts, emotes. Never power.',
      grants: { ...none, coins: 500 },
    },
    {
      name: 'Chest of Agaia Coins',
      newName: 'Chest of Agaia Coins +20%',
      description: '**1,200 Agaia Coins**, with a launch bonus while the sale lasts.',
      priceCents: 4990,
      newPriceCents: 3990,
      isSale: true,
      saleEndDate: saleEnd,
      category: 'Coin Packages',
      grants: { ...none, coins: 1200 },
    },
    {
      name: 'Agaia Club: 30 days',
      description: 'Club membership for 30 days: cosmetic aura, name colour and a monthly emote.',
      priceCents: 2490,
      category: 'Memberships',
      categoryDesc: 'Memberships add up: buying again extends the current one.',
      grants: { ...none, clubDays: 30, benefits: [{ benefitId: 433, days: 30 }] },
    },
    {
      name: 'Moonlit Wanderer costume',
      description: 'A flowing night-blue costume with gold embroidery, for every race and class.',
      priceCents: 2990,
      category: 'Costumes',
      categoryDesc: 'Costumes arrive in the **Item Claim** window of the game.',
      grants: { ...none, items: [{ itemId: 210001, quantity: 1, name: 'Moonlit Wanderer costume' }] },
    },
    {
      name: 'Starfall mount',
      description: 'A celestial stag that leaves a trail of stars. Same speed as every other mount.',
      priceCents: 3490,
      category: 'Costumes',
      grants: { ...none, items: [{ itemId: 210002, quantity: 1, name: 'Starfall mount' }] },
    },
    {
      name: 'Community supporter badge',
      description: 'A badge for your profile and our heartfelt thanks for keeping the servers running.',
      priceCents: 990,
      category: 'General',
      grants: { ...none, items: [{ itemId: 210003, quantity: 1, name: 'Community supporter badge' }] },
    },
  ];
  await db
    .insert(products)
    .values(rows.map((row, index) => ({ ...row, sortOrder: index, createdAt: now, updatedAt: now })));
  return `${rows.length} products in 4 categories (1 on sale)`;
};
