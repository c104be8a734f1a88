import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { E2E_MAIL_DIR } from '../../../playwright.config.ts';

interface Mail {
  to: string[];
  subject: string;
  text: string;
}

function readMails(): Mail[] {
  if (!fs.existsSync(E2E_MAIL_DIR)) return [];
  return fs
    .readdirSync(E2E_MAIL_DIR)
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(E2E_MAIL_DIR, file), 'utf8')) as Mail);
}

/** Waits for the newest mail to the address whose subject contains the text, and returns the link in it. */
export async function linkFromMail(address: string, subject: string, linkPrefix: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      () => {
        const mail = readMails()
          .filter((m) => m.to.includes(address.toLowerCase()) && m.subject.includes(subject))
          .pop();
        link = mail?.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(linkPrefix)) ?? '';
        return link;
      },
      { message: `a mail to ${address} about "${subject}"`, timeout: 15_000 },
    )
    .not.toBe('');
  return link;
}
