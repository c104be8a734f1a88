import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

/** One mail: both parts are always present. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** The transport: sends one mail, and a failure rejects. Features send through the outbox (mail-outbox.ts), never here. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** SMTP when a URL is given, else every mail goes to the log and to an .eml file in the outbox directory. */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (options.smtpUrl) {
    const url = new URL(options.smtpUrl);
    const transport = nodemailer.createTransport({
      host: url.hostname,
      port: Number(url.port) || (url.protocol === 'smtps:' ? 465 : 587),
      secure: url.protocol === 'smtps:',
      auth: url.username
        ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
        : undefined,
      // A local relay on loopback may offer no TLS; anywhere else STARTTLS is used when offered.
      ignoreTLS: url.searchParams.get('tls') === 'off',
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    return {
      send: async (message) => {
        await transport.sendMail({ from: options.from, ...message });
      },
      close: () => transport.close(),
    };
  }

  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (message) => {
      const info = await transport.sendMail({ from: options.from, ...message });
      await fs.mkdir(options.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(options.outboxDir, `${stamp}-${randomBytes(3).toString('hex')}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      // The file holds the links; the log names it only, since mails carry addresses and single-use tokens.
      options.log.info({ mail: { subject: message.subject, file } }, 'mail written to the outbox');
    },
    close: () => transport.close(),
  };
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Renders a short transactional mail as plain text and HTML with the site's name, paragraphs and one button. */
export function renderMail(input: {
  siteName: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footnote?: string;
}): Pick<MailMessage, 'subject' | 'text' | 'html'> {
  const text = [
    input.greeting,
    '',
    ...input.paragraphs.flatMap((p) => [p, '']),
    ...(input.action ? [`${input.action.label}: ${input.action.url}`, ''] : []),
    ...(input.footnote ? [input.footnote, ''] : []),
    `— ${input.siteName}`,
  ].join('\n');
  const button = input.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(input.action.url)}" style="background:#e3b458;color:#1a1305;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(input.action.label)}</a></p><p style="font-size:13px;color:#5b6478">If the button does not work, open this address: <br>${escapeHtml(input.action.url)}</p>`
    : '';
  const html = `<!doctype html><html><body style="margin:0;background:#0a0e17;padding:24px;font-family:Arial,sans-serif"><div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px;color:#1c2230"><h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(input.siteName)}</h1><p>${escapeHtml(input.greeting)}</p>${input.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}${button}${input.footnote ? `<p style="font-size:13px;color:#5b6478">${escapeHtml(input.footnote)}</p>` : ''}</div></body></html>`;
  return { subject: `${input.subject} · ${input.siteName}`, text, html };
}
