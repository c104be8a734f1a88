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

/** A real SMTP server on a free loopback port that keeps every mail it receives, for tests to read. */
export async function startSmtpSink() {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
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
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
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
