import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
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
