import { DEFAULT_LANGUAGE } from '@agaia/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema/index.ts';
import type { MailMessage } from '../../platform/mail.ts';
import type { MailOutbox } from '../../platform/mail-outbox.ts';

/** Whom a notice goes to: the name it greets and the language it is written in. */
export type Recipient = { userName: string; language: string };

/**
 * Queues a notice to the account's owner of a change to how it logs in (ASVS 6.3.7), in the caller's transaction (the
 * outbox) and in the account's language; answers the mail's id, to send once the change is committed.
 */
export async function queueOwnerNotice(
  tx: Db,
  mailOutbox: Pick<MailOutbox, 'queue'>,
  account: { accountDBID: number; userName: string; email: string },
  compose: (to: Recipient) => Pick<MailMessage, 'subject' | 'text' | 'html'>,
) {
  const { accountDBID, userName, email } = account;
  const [row] = await tx
    .select({ language: accounts.language })
    .from(accounts)
    .where(eq(accounts.accountDBID, accountDBID));
  const to = { userName, language: row?.language ?? DEFAULT_LANGUAGE };
  return mailOutbox.queue(tx, { to: email, ...compose(to) }, { accountDBID });
}
