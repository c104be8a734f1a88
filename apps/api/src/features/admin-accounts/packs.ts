import fs from 'node:fs';
import { ACCOUNT_ACTIONS } from '@agaia/contract';
import { z } from 'zod';
import defaultPacks from './packs.json' with { type: 'json' };

const Pack = z
  .object({
    label: z.string().min(1),
    // A pack with a flag is granted once per account; only such a pack may carry coins, so coins never double.
    flag: z.enum(['hasClaimedVeteranPackage', 'hasClaimedFounderPackage']).optional(),
    coins: z.number().int().min(0).default(0),
    benefits: z.array(
      z.object({ benefitId: z.number().int().positive(), days: z.number().int().min(1).max(3650) }),
    ),
  })
  .refine(
    (pack) => pack.coins === 0 || pack.flag !== undefined,
    'coins need a flag, so a pack cannot pay twice',
  );

const Packs = z.object(
  Object.fromEntries(ACCOUNT_ACTIONS.map((action) => [action, Pack])) as Record<
    (typeof ACCOUNT_ACTIONS)[number],
    typeof Pack
  >,
);

export type Pack = z.infer<typeof Pack>;
export type PackCatalog = z.infer<typeof Packs>;

/** What each quick grant gives: the JSON file at PACKS_FILE when set, else the bundled packs.json. */
export function loadPacks(file: string | undefined): PackCatalog {
  const raw: unknown = file ? JSON.parse(fs.readFileSync(file, 'utf8')) : defaultPacks;
  const parsed = Packs.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid packs${file ? ` in ${file}` : ''}: ${issue?.path.join('.')} ${issue?.message}`);
  }
  return parsed.data;
}
