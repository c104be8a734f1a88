import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import type { BackgroundTasks } from './background.ts';
import type { Clock } from './clock.ts';
import type { Mailer, MailMessage } from './mail.ts';
import { type ClaimedMail, createMailOutboxStore, type MailErrorCodes } from './mail-outbox-store.ts';

/** The wait after the n-th failed attempt: 1 min, 5 min, 30 min, 2 h, 6 h. */
export const MAIL_BACKOFF_MS = [60_000, 300_000, 1_800_000, 7_200_000, 21_600_000] as const;
/** The attempt whose failure is final: about 8.6 hours after the first. */
const MAIL_MAX_ATTEMPTS = MAIL_BACKOFF_MS.length + 1;
/** A failed mail keeps its bodies this long, for a resend; then its links are stale anyway. */
const FAILED_BODY_KEEP_MS = 7 * 86_400_000;
/** A mail sent or given up is kept this long (the staff's record of what was mailed), then deleted. */
const MAIL_KEEP_MS = 90 * 86_400_000;
// How long a sender holds a mail: well above the SMTP transport's timeouts (10 s to connect, 10 s for the greeting,
// 20 s of silence per command), so only a sender that died loses it, and then it is tried again.
const CLAIM_MS = 5 * 60_000;

/** Whom a mail is about: its account (the staff's list names it), and whether to forget the address once sent. */
export interface MailAbout {
  accountDBID?: number | null;
  /** The last mail to a deleted account: its address goes once it is sent (or given up and wiped). */
  forgetRecipient?: boolean;
}

/** A transport error as codes that name no one: nodemailer's code, the SMTP reply code and the command. */
function mailErrorCodes(error: unknown): MailErrorCodes {
  const { code, responseCode, command } = (error ?? {}) as {
    code?: unknown;
    responseCode?: unknown;
    command?: unknown;
  };
  return {
    code: typeof code === 'string' && /^[A-Z][A-Z0-9_]{0,31}$/.test(code) ? code : 'ERROR',
    responseCode:
      typeof responseCode === 'number' &&
      Number.isInteger(responseCode) &&
      responseCode >= 100 &&
      responseCode < 600
        ? responseCode
        : null,
    command: typeof command === 'string' && /^[A-Z][A-Z ]{0,31}$/.test(command) ? command : null,
  };
}

// The server refused the address itself (550 no such mailbox, say): the same address would be refused again.
const isRecipientRefused = (error: MailErrorCodes) =>
  error.command === 'RCPT TO' && error.responseCode !== null && error.responseCode >= 500;

/**
 * The persistent mail outbox: every mail is a row first (in the caller's transaction when it has one), then tried at
 * once in the background (never awaited by the request, so answers take as long whether or not a mail goes out),
 * and retried by the outbox job with a backoff while the transport fails. Sent mails lose their bodies.
 */
export function createMailOutbox(deps: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  mailer: Mailer;
  background: BackgroundTasks;
}) {
  const { db, clock, log, mailer, background } = deps;
  const store = createMailOutboxStore({ db, clock, claimMs: CLAIM_MS });

  /** Hands a claimed mail to the transport and records how it went. */
  async function deliver(mail: ClaimedMail): Promise<'sent' | 'retry' | 'failed'> {
    const { id, attempts, ...message } = mail;
    try {
      await mailer.send(message);
    } catch (error) {
      const codes = mailErrorCodes(error);
      const isFinal = attempts >= MAIL_MAX_ATTEMPTS || isRecipientRefused(codes);
      const wait = MAIL_BACKOFF_MS[attempts - 1] ?? MAIL_BACKOFF_MS[0];
      const retryAt = isFinal ? null : new Date(clock.now().getTime() + wait);
      await store.attemptFailed(id, codes, retryAt);
      // Codes and the subject only: the server's words and the address stay out of the log.
      const entry = { mail: { id, subject: message.subject, attempts, ...codes } };
      if (isFinal) log.error(entry, 'mail given up: the staff can resend it from the admin panel');
      else log.warn({ ...entry, retryAt }, 'mail could not be sent; it will be tried again');
      return isFinal ? 'failed' : 'retry';
    }
    await store.sent(id);
    return 'sent';
  }

  /** Tries one mail now if it is due and nobody holds it; answers how it went (undefined: not tried). */
  async function attempt(id: number) {
    const mail = await store.claim(id);
    return mail ? deliver(mail) : undefined;
  }

  /** Queues the attempts of the given mails as background work. */
  function sendSoon(...ids: number[]): void {
    for (const id of ids) background.run('mail', () => attempt(id).then(() => undefined));
  }

  return {
    /**
     * Writes a mail to the outbox with the executor (a transaction's, so the mail exists exactly when its work does)
     * and answers its id; call sendSoon(id) once that transaction has committed.
     */
    queue: (executor: Db, message: MailMessage, about: MailAbout = {}) =>
      store.insert(executor, message, about),

    sendSoon,

    /** Writes a mail to the outbox and tries it at once in the background; a failure is retried by the job. */
    async send(message: MailMessage, about: MailAbout = {}): Promise<void> {
      sendSoon(await store.insert(db, message, about));
    },

    attempt,

    /** Sends every due mail, one claim at a time, up to `limit`; answers how many were tried. */
    async sendDue(limit = 100): Promise<number> {
      let tried = 0;
      while (tried < limit) {
        const mail = await store.claim();
        if (!mail) break;
        await deliver(mail);
        tried++;
      }
      return tried;
    },

    /** In a deletion's transaction: the account's mails lose their address and bodies; waiting ones are given up. */
    forgetAccount: (tx: Db, accountDBID: number) => store.forgetAccount(tx, accountDBID),

    /** Wipes the bodies of mails that failed over 7 days ago; answers how many. */
    wipeStaleBodies: () => store.wipeFailedBefore(new Date(clock.now().getTime() - FAILED_BODY_KEEP_MS)),

    /** Deletes the mails sent or given up over 90 days ago (recipient and subject too); answers how many. */
    deleteOld: () => store.deleteFinishedBefore(new Date(clock.now().getTime() - MAIL_KEEP_MS)),
  };
}

export type MailOutbox = ReturnType<typeof createMailOutbox>;
