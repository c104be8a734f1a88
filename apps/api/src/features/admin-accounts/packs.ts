import fs from 'node:fs';
import { ACCOUNT_ACTIONS, type LanguageCode } from '@agaia/contract';
import { z } from 'zod';
import { localize } from '../../i18n/index.ts';
import defaultPacks from './packs.json' with { type: 'json' };

const Pack = z
  .object({
    label: z.string().min(1),
    // A pack with a flag is granted once per account; only such a pack may carry coins, so coins never double.
    flag: z.enum(['hasClaimedVeteranPackage', 'hasClaimedFounderPackage']).optional(),
    coins: z.number().int().min(0).default(0),
    benefits: z.array(
      z.object({
        benefitId: z.number().int().positive(),
        days: z.number().int().min(1).max(3650),
        /** The benefit's name as the admin panel shows it; without one, the names of the packs that grant it. */
        name: z.string().trim().min(1).max(100).optional(),
      }),
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

/**
 * A pack's label in `language`: the bundled packs' labels are catalog sentences (`AdminAccountsText.pack…`), so they
 * are translated; a label of a PACKS_FILE that no catalog holds is shown as it is written.
 */
export const packLabelIn = (language: LanguageCode, label: string): string => localize(language, label);

/**
 * The names the admin panel shows beside benefit ids: the club benefit's, then each benefit's own name in the packs,
 * else the labels of the packs that grant it ('Founder Pack'). Ids with no name are left out (the panel shows the id).
 * Players see only real names (`packLabels: false`): a pack's label says who got it, not what the benefit is.
 */
export function benefitNamesOf(
  packs: PackCatalog,
  clubBenefitId: number,
  options: { packLabels: boolean; language?: LanguageCode } = { packLabels: true },
): { benefitId: number; name: string }[] {
  const named = new Map<number, string>();
  const byPack = new Map<number, string[]>();
  for (const pack of Object.values(packs)) {
    for (const benefit of pack.benefits) {
      if (benefit.name && !named.has(benefit.benefitId)) named.set(benefit.benefitId, benefit.name);
      const labels = byPack.get(benefit.benefitId) ?? [];
      const label = options.language ? packLabelIn(options.language, pack.label) : pack.label;
      if (!labels.includes(label)) labels.push(label);
      byPack.set(benefit.benefitId, labels);
    }
  }
  named.set(clubBenefitId, named.get(clubBenefitId) ?? 'Agaia Club');
  if (options.packLabels)
    for (const [benefitId, labels] of byPack)
      if (!named.has(benefitId)) named.set(benefitId, labels.join(', '));
  return [...named]
    .map(([benefitId, name]) => ({ benefitId, name }))
    .sort((a, b) => a.benefitId - b.benefitId);
}
