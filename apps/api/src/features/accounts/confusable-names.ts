import { gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema/index.ts';
import { AccountsText } from '../../i18n/en/accounts.ts';
import { AppError } from '../../platform/errors.ts';

/** Characters a reader skips or cannot tell apart in a name: separators fold away. */
const SEPARATORS = /[\s_.-]/g;
/** Each look-alike letter, once lower-cased, as the one letter that stands for its group. */
const LOOK_ALIKE: Readonly<Record<string, string>> = {
  '1': 'l',
  i: 'l',
  '|': 'l',
  '!': 'l',
  '0': 'o',
  '5': 's',
};
/** Pairs of letters that read as one, after the letters above are folded. */
const PAIRS: readonly [RegExp, string][] = [
  [/rn/g, 'm'],
  [/vv/g, 'w'],
];

/**
 * A name's skeleton: what it reads as. Lower-cased, separators dropped, look-alike letters folded into one
 * (l/1/I/i/|, 0/O/o, 5/S) and pairs that read as one letter collapsed (rn → m, vv → w). Two names with one skeleton
 * look the same to a player: `demo_admln`, `dem0_admin`, `DemoAdrnin` and `demo_admin` all read as `demoadmln`.
 */
export function nameSkeleton(userName: string): string {
  const letters = [...userName.normalize('NFKC').toLowerCase().replace(SEPARATORS, '')];
  let skeleton = letters.map((letter) => LOOK_ALIKE[letter] ?? letter).join('');
  for (const [pair, single] of PAIRS) skeleton = skeleton.replace(pair, single);
  return skeleton;
}

/**
 * Refuses (409, the reason under `field`) a new or changed user name that reads like a staff member's: the name of
 * an account holding any web permission (webMgt above 1), `exceptId` (the account being renamed) aside. A name equal
 * to a staff member's but for case is left to the taken-name check, which names it taken. Players' names are not
 * protected. The staff are few: they are read by webMgt and their names folded here, not in the database.
 */
export async function refuseStaffLookAlike(
  db: Db,
  userName: string,
  field: string,
  exceptId?: number,
): Promise<void> {
  const name = userName.trim();
  const skeleton = nameSkeleton(name);
  const staff = await db
    .select({ accountDBID: accounts.accountDBID, userName: accounts.userName })
    .from(accounts)
    .where(gt(accounts.webMgt, 1));
  const lookAlike = staff.some(
    (member) =>
      member.accountDBID !== exceptId &&
      member.userName.toLowerCase() !== name.toLowerCase() &&
      nameSkeleton(member.userName) === skeleton,
  );
  if (lookAlike)
    throw new AppError(409, AccountsText.userNameTooSimilar, 'USERNAME_TOO_SIMILAR', {
      [field]: [AccountsText.userNameTooSimilar],
    });
}
