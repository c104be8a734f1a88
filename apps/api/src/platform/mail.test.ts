import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from '@agaia/contract';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { MailsText } from '../i18n/en/mails.ts';
import { ptBRMails } from '../i18n/pt-BR/mails.ts';
import { createMailer, renderMail } from './mail.ts';

const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agaia-outbox-'));
afterAll(() => fs.rmSync(outboxDir, { recursive: true, force: true }));

describe('mail without SMTP', () => {
  it('writes each mail to the outbox as an .eml file with text and HTML parts', async () => {
    const mailer = createMailer({
      from: 'Agaia Online <no-reply@localhost>',
      outboxDir,
      log: pino({ level: 'silent' }),
    });
    const content = renderMail({
      siteName: 'Agaia Online',
      subject: 'Confirm your email address',
      greeting: 'Hello <Aria>,',
      paragraphs: ['Welcome!'],
      action: { label: 'Confirm', url: 'http://localhost:3000/api/auth/confirm-email/abc' },
    });
    await mailer.send({ to: 'aria@example.com', ...content });
    const files = fs.readdirSync(outboxDir).filter((file) => file.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const eml = fs.readFileSync(path.join(outboxDir, files[0] ?? ''), 'utf8');
    expect(eml).toContain('To: aria@example.com');
    expect(eml).toMatch(/^Subject: .*Confirm/m);
    expect(eml).toContain('text/plain');
    expect(eml).toContain('text/html');
    expect(eml).toContain('http://localhost:3000/api/auth/confirm-email/abc');
    expect(content.html).toContain('Hello &#60;Aria&#62;,');
  });
});

describe('renderMail', () => {
  const mail = (language?: string) =>
    renderMail({
      language,
      siteName: 'Agaia Online',
      subject: MailsText.resetPassword_subject,
      greeting: text(MailsText.greeting, { userName: '<Aria>' }),
      paragraphs: [MailsText.resetPassword_asked],
      action: { label: MailsText.resetPassword_action, url: 'https://agaia.test/reset-password/abc' },
    });

  it("writes the catalog's sentences in the recipient's language, and says which in the HTML", () => {
    const portuguese = mail('pt-BR');
    expect(portuguese.subject).toBe(`${ptBRMails.resetPassword_subject} · Agaia Online`);
    expect(portuguese.text).toContain(
      `${ptBRMails.resetPassword_action}: https://agaia.test/reset-password/abc`,
    );
    expect(portuguese.text).toContain('Olá, <Aria>,');
    expect(portuguese.html).toContain('<html lang="pt-BR">');
    expect(portuguese.html).toContain('Olá, &#60;Aria&#62;,');
    expect(portuguese.html).toContain(ptBRMails.buttonFallback);
  });

  it('writes English for an English account, and for a language the site does not speak', () => {
    for (const language of ['en', 'fr', undefined]) {
      const english = mail(language);
      expect(english.subject).toBe(`${MailsText.resetPassword_subject} · Agaia Online`);
      expect(english.text).toContain(MailsText.resetPassword_asked);
      expect(english.html).toContain('<html lang="en">');
      expect(english.html).toContain(MailsText.buttonFallback);
    }
  });
});
