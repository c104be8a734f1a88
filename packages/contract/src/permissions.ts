export { HierarchyMessages } from './i18n/en/permissions.ts';
/** Web-management permission primes (docs/product.md §5.1). webMgt is a product of these. */
export const Prime = {
  accountManagement: 2,
  accountBenefits: 3,
  accountActions: 5,
  patchNotes: 7,
  news: 11,
  twitchDrops: 13,
  statsGame: 17,
  statsPayment: 19,
  statsCharacter: 23,
  gameCharacters: 29,
  gameInventory: 31,
  shop: 37,
} as const;

export type PrimeName = keyof typeof Prime;
export type PrimeValue = (typeof Prime)[PrimeName];

export const ALL_PRIMES: readonly PrimeValue[] = Object.values(Prime);

/** Privilege value of the administrators the site makes; the web permissions are webMgt's (docs/product.md §5.2). */
export const ADMIN_PRIVILEGE = 32;

/** True when webMgt holds the prime. 0 is divisible by every prime, so values of 1 or less hold nothing. */
export function has(webMgt: number | null | undefined, prime: number): boolean {
  return typeof webMgt === 'number' && Number.isInteger(webMgt) && webMgt > 1 && webMgt % prime === 0;
}

/** True when the account may open the admin panel at all (webMgt above 1). */
export function isAdmin(webMgt: number | null | undefined): boolean {
  return typeof webMgt === 'number' && webMgt > 1;
}

/** The product of the given primes; 1 for none. */
export function grant(primes: Iterable<number>): number {
  let product = 1;
  for (const prime of new Set(primes)) product *= prime;
  return product;
}

/** The known primes held by webMgt. */
export function primesOf(webMgt: number | null | undefined): PrimeValue[] {
  return ALL_PRIMES.filter((prime) => has(webMgt, prime));
}

/** The names of the known primes webMgt holds, in prime order (the web shows each by its label). */
export function primeNamesOf(webMgt: number | null | undefined): PrimeName[] {
  return (Object.keys(Prime) as PrimeName[]).filter((name) => has(webMgt, Prime[name]));
}

/** Every web permission: the product of all known primes. */
export const ALL_WEB_PERMISSIONS = grant(ALL_PRIMES);

/** True for 0, 1, or a product of distinct known primes: the only values webMgt may take. */
export function isValidWebMgt(webMgt: number): boolean {
  if (!Number.isSafeInteger(webMgt) || webMgt < 0) return false;
  let rest = webMgt;
  for (const prime of ALL_PRIMES) if (rest > 1 && rest % prime === 0) rest /= prime;
  return rest <= 1;
}

/**
 * The admin hierarchy: an admin acts on an account (edit, ban, reset, grant) only when the account's primes are a
 * strict subset of its own. A full admin acts on everyone below it; nobody below acts on it; equals cannot touch
 * each other, and nobody acts on itself (its primes are not a strict subset of themselves).
 */
export function outranks(
  actorWebMgt: number | null | undefined,
  targetWebMgt: number | null | undefined,
): boolean {
  const actor = primesOf(actorWebMgt);
  const target = primesOf(targetWebMgt);
  return target.length < actor.length && target.every((prime) => actor.includes(prime));
}
