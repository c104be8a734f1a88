import {
  type AdminUser,
  adminUserUpdateFor,
  type GameBackend,
  grant,
  Prime,
  primesOf,
} from '@agaia/contract';
import { z } from 'zod';
import { isoToLocal, localToIso, toNumber } from '../../../../components/admin/form-values.ts';
import { i18n } from '../../../../i18n/i18n.ts';

/** The webMgt checkboxes of the edit form (docs/product.md §5.1), grouped as the form shows them. */
export const PERMISSION_GROUPS = [
  { group: 'accounts', items: ['accountManagement', 'accountBenefits', 'accountActions'] },
  { group: 'content', items: ['patchNotes', 'news', 'twitchDrops'] },
] as const;

export type FormPrime = (typeof PERMISSION_GROUPS)[number]['items'][number];
const FORM_PRIMES: readonly FormPrime[] = PERMISSION_GROUPS.flatMap((group) => group.items);

const Grants = z.object(
  Object.fromEntries(FORM_PRIMES.map((name) => [name, z.boolean()])) as Record<FormPrime, z.ZodBoolean>,
);

/** The edit form's raw values: what the inputs hold. */
const UserFormFields = z.object({
  userName: z.string(),
  email: z.string(),
  permission: z.string(),
  password: z.string(),
  agaiaCoins: z.string(),
  astrumCoins: z.string(),
  agaiaClubExpiry: z.string(),
  isEmailConfirmed: z.boolean(),
  hasClaimedVeteranPackage: z.boolean(),
  hasClaimedFounderPackage: z.boolean(),
  grants: Grants,
});
export type UserFormValues = z.infer<typeof UserFormFields>;

/** The form's starting values for a user. */
export function userFormValues(user: AdminUser): UserFormValues {
  return {
    userName: user.userName,
    email: user.email,
    permission: String(user.permission),
    password: '',
    agaiaCoins: String(user.agaiaCoins),
    astrumCoins: String(user.astrumCoins),
    agaiaClubExpiry: isoToLocal(user.agaiaClubExpiry),
    isEmailConfirmed: user.isEmailConfirmed,
    hasClaimedVeteranPackage: user.hasClaimedVeteranPackage,
    hasClaimedFounderPackage: user.hasClaimedFounderPackage,
    grants: Object.fromEntries(
      FORM_PRIMES.map((name) => [name, primesOf(user.webMgt).includes(Prime[name])]),
    ) as Record<FormPrime, boolean>,
  };
}

/**
 * The webMgt to submit: the product of the ticked primes, times every prime the user holds that the form does not
 * show (17 and up), so saving never drops them. Primes in `locked` keep the user's current state whatever the box
 * says. When nothing changes the original value goes back as it was.
 */
function webMgtOf(
  grants: Record<FormPrime, boolean>,
  original: number,
  locked: ReadonlySet<FormPrime> = new Set(),
): number {
  const held = new Set<number>(primesOf(original));
  const shown = new Set<number>(FORM_PRIMES.map((name) => Prime[name]));
  const chosen = FORM_PRIMES.filter((name) => (locked.has(name) ? held.has(Prime[name]) : grants[name])).map(
    (name) => Prime[name],
  );
  const next = [...chosen, ...[...held].filter((prime) => !shown.has(prime))];
  const isSame = next.length === held.size && next.every((prime) => held.has(prime));
  return isSame ? original : grant(next);
}

/**
 * Form values → the PUT body, checked by the contract under the game back end's account rules; password only when
 * filled (docs/product.md §2.1, §6.1).
 */
export function userFormSchema(
  original: AdminUser,
  locked: ReadonlySet<FormPrime>,
  backend: GameBackend = 'none',
) {
  return UserFormFields.transform((values) => ({
    userName: values.userName,
    email: values.email,
    permission: toNumber(values.permission),
    webMgt: webMgtOf(values.grants, original.webMgt, locked),
    ...(values.password === '' ? {} : { password: values.password }),
    agaiaCoins: toNumber(values.agaiaCoins),
    astrumCoins: toNumber(values.astrumCoins),
    agaiaClubExpiry: values.agaiaClubExpiry.trim() === '' ? null : localToIso(values.agaiaClubExpiry),
    isEmailConfirmed: values.isEmailConfirmed,
    hasClaimedFounderPackage: values.hasClaimedFounderPackage,
    hasClaimedVeteranPackage: values.hasClaimedVeteranPackage,
  }))
    .pipe(adminUserUpdateFor(backend))
    .superRefine((body, ctx) => {
      // The game's wallet only grows from here (the API refuses a lower value too).
      if (backend === 'tera-api' && body.agaiaCoins < original.agaiaCoins)
        ctx.addIssue({
          code: 'custom',
          message: i18n.t('game.admin.users.coinsOnlyAdded'),
          path: ['agaiaCoins'],
        });
    });
}
