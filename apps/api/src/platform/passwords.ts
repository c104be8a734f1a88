import os from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { createTaskLimiter } from './concurrency.ts';

// OWASP Password Storage Cheat Sheet, argon2id: 12 MiB of memory, 3 passes, 1 lane, one of the five settings it lists
// as "an equal level of defense" (19 MiB × 2 passes is another; the same CPU, a third less memory per hash in flight:
// docs/adr/003). Set explicitly because the library's defaults are weaker. Hashes made at 19 MiB × 2 keep verifying:
// their parameters are in the hash. (Algorithm.Argon2id is a const enum, which isolated modules cannot read: its
// value is 2.)
const ARGON2ID_OPTIONS = {
  algorithm: 2,
  memoryCost: 12_288,
  timeCost: 3,
  parallelism: 1,
  outputLen: 32,
} as const;

/**
 * At most one hash per core at once. Each holds its memory while it runs, on libuv's threads (4 by default): four at
 * once on a 2-core machine held four times that and finished no sooner, since the work is all CPU. The rest wait.
 */
const argon2 = createTaskLimiter(Math.max(1, os.availableParallelism()));

/** Hashes a password with argon2id at OWASP's parameters. */
export function hashPassword(password: string): Promise<string> {
  return argon2.run(() => hash(password, ARGON2ID_OPTIONS));
}

/** True when the password matches the hash; a malformed hash counts as no match. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await argon2.run(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

// Verifying against this when no account matches keeps a failed login as slow as a wrong password.
let dummyHash: Promise<string> | undefined;

/** Spends the same work as a real verification, for logins whose account does not exist. */
export async function verifyNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('agaia-timing-equaliser');
  await verifyPassword(await dummyHash, password);
  return false;
}
