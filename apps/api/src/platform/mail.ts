import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_LANGUAGE, isLanguage, type LocalText } from '@agaia/contract';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { MailsText } from '../i18n/en/mails.ts';
import { localize } from '../i18n/index.ts';

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

/** A line of a mail: a sentence of the mails catalog (`MailsText.x`, or `text(MailsText.x, { userName })`). */
export type MailLine = string | LocalText;

/**
 * Renders a short transactional mail as plain text and HTML with the site's name, paragraphs and one button, in the
 * recipient's language: each line is the catalog's sentence in that language, its placeholders filled, and the HTML
 * says which language it is in. `language` is the recipient account's (`accounts.language`); a code the site does
 * not speak, or none, is English.
 */
export function renderMail(input: {
  language?: string;
  siteName: string;
  subject: MailLine;
  greeting: MailLine;
  paragraphs: MailLine[];
  action?: { label: MailLine; url: string };
  footnote?: MailLine;
}): Pick<MailMessage, 'subject' | 'text' | 'html'> {
  const language = isLanguage(input.language) ? input.language : DEFAULT_LANGUAGE;
  const say = (line: MailLine) => localize(language, line);
  const subject = say(input.subject);
  const greeting = say(input.greeting);
  const paragraphs = input.paragraphs.map(say);
  const action = input.action && { label: say(input.action.label), url: input.action.url };
  const footnote = input.footnote === undefined ? undefined : say(input.footnote);
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    ...(footnote ? [footnote, ''] : []),
    `— ${input.siteName}`,
  ].join('\n');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#e3b458;color:#1a1305;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p><p style="font-size:13px;color:#5b6478">${escapeHtml(say(MailsText.buttonFallback))} <br>${escapeHtml(action.url)}</p>`
    : '';
  const html = `<!doctype html><html lang="${language}"><body style="margin:0;background:#0a0e17;padding:24px;font-family:Arial,sans-serif"><div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px;color:#1c2230"><h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(input.siteName)}</h1><p>${escapeHtml(greeting)}</p>${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}${button}${footnote ? `<p style="font-size:13px;color:#5b6478">${escapeHtml(footnote)}</p>` : ''}</div></body></html>`;
  return { subject: `${subject} · ${input.siteName}`, text, html };
}
