import { HierarchyMessages, outranks, text } from '@agaia/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type AccountRow, accounts } from '../db/schema/index.ts';
import { AdminAccountsText } from '../i18n/en/admin-accounts.ts';
import type { Actor } from './audit.ts';
import { forbidden, notFound } from './errors.ts';

/**
 * Refuses an admin write on an account the actor does not outrank (docs/product.md §5.3, ADR 007): the target's
 * primes must be a strict subset of the actor's, and the actor is never its own target.
 */
function assertMayActOn(actor: Actor, target: Pick<AccountRow, 'accountDBID' | 'webMgt'>): void {
  if (target.accountDBID === actor.account.accountDBID) forbidden(HierarchyMessages.self, 'SELF');
  if (!outranks(actor.account.webMgt, target.webMgt)) forbidden(HierarchyMessages.above, 'HIERARCHY');
}

/**
 * Locks the target account's row for the rest of the transaction and checks the hierarchy, so a concurrent
 * permission change cannot slip between the check and the write. 404 when there is no such account.
 */
export async function lockTargetAccount(tx: Db, actor: Actor, accountDBID: number): Promise<AccountRow> {
  const [account] = await tx
    .select()
    .from(accounts)
    .where(eq(accounts.accountDBID, accountDBID))
    .for('update');
  if (!account) return notFound(text(AdminAccountsText.accountIdNotFound, { id: accountDBID }));
  assertMayActOn(actor, account);
  return account;
}
