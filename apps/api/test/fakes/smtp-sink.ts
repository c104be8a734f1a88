import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/**
 * How the sink answers: it takes every mail; or it is down (421 on connect); or it refuses each recipient, for now
 * (450) or for good (550), with a reply that quotes the address, as real servers do.
 */
export type SmtpSinkMode = 'accept' | 'down' | 'busy-recipient' | 'no-such-recipient';

const refusal = (responseCode: number, message: string) =>
  Object.assign(new Error(message), { responseCode });

/**
 * A real SMTP server on a free loopback port that keeps every mail it receives, for tests to read. `port` picks it
 * (the first free one of a range); setMode() makes it refuse, as an outage or a strict server would.
 */
export async function startSmtpSink(options: { port?: number | readonly [number, number] } = {}) {
  const mails: ReceivedMail[] = [];
  let mode: SmtpSinkMode = 'accept';
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(_session, callback) {
      callback(mode === 'down' ? refusal(421, 'Service not available, try again later') : undefined);
    },
    onRcptTo(address, _session, callback) {
      if (mode === 'busy-recipient')
        return callback(refusal(450, `Mailbox <${address.address}> busy, try again later`));
      if (mode === 'no-such-recipient')
        return callback(refusal(550, `No such user here: <${address.address}>`));
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          mails.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
          });
          callback();
        })
        .catch(callback);
    },
  });
  await listenInRange(server, options.port ?? 0);
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    mails,
    setMode: (next: SmtpSinkMode) => {
      mode = next;
    },
    /** Mails sent to the address so far. */
    to: (address: string) =>
      mails.filter((mail) => mail.to.includes(address.toLowerCase()) || mail.to.includes(address)),
    /** Waits (up to 5 s) for a mail to the address whose subject contains the text. */
    async waitFor(address: string, subject: string): Promise<ReceivedMail> {
      for (let attempt = 0; attempt < 100; attempt++) {
        const mail = mails.find(
          (m) => m.to.some((to) => to.toLowerCase() === address.toLowerCase()) && m.subject.includes(subject),
        );
        if (mail) return mail;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(
        `no mail to ${address} about "${subject}"; got: ${mails.map((m) => `${m.to} ${m.subject}`).join(', ')}`,
      );
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;

/** The first link in a mail's text that starts with the prefix. */
export function linkIn(mail: ReceivedMail, prefix: string): string {
  const match = mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.startsWith(prefix));
  if (!match) throw new Error(`no link starting with ${prefix} in: ${mail.text}`);
  return match;
}

/** Listens on the loopback port, or on the first free one of the range. */
async function listenInRange(server: SMTPServer, port: number | readonly [number, number]): Promise<void> {
  const [first, last] = typeof port === 'number' ? [port, port] : port;
  for (let candidate = first; candidate <= last; candidate++) {
    // The SMTP server re-emits its socket's errors: a port in use is heard there, and the next one is tried.
    const listened = await new Promise<boolean>((resolve, reject) => {
      const onError = (error: NodeJS.ErrnoException) => {
        if (error.code === 'EADDRINUSE' && candidate < last) resolve(false);
        else reject(error);
      };
      server.once('error', onError);
      server.listen(candidate, '127.0.0.1', () => {
        server.off('error', onError);
        resolve(true);
      });
    });
    if (listened) return;
  }
}
