import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  EARLY_LANGUAGE_KEY,
  LANGUAGE_COOKIE,
  LANGUAGE_PARAM,
  LANGUAGE_STORAGE_KEY,
} from '../i18n/languages.ts';
import { CONSENT_STORAGE_KEY } from './consent.ts';

// index.html's early script, run once here as the browser runs it before a server-rendered page's code: it looks
// after the controls React marks data-early (use-is-hydrated.ts useEarly) until React owns them.
const indexHtml = fs.readFileSync(
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../index.html'),
  'utf8',
);
const code = [...indexHtml.matchAll(/<script>([\s\S]*?)<\/script>/g)]
  .map(([, body]) => body ?? '')
  .find((body) => body.includes('data-early'));
// The page's address, as the script reads it and navigates.
const place = { href: 'http://localhost/news?read=en', protocol: 'http:', assign: vi.fn() };

beforeAll(() => {
  if (!code) throw new Error('index.html has no early script.');
  new Function('location', code)(place);
});

afterEach(() => {
  document.body.replaceChildren();
  document.documentElement.removeAttribute('data-consent');
  // biome-ignore lint/suspicious/noDocumentCookie: clears the cookie the language test set.
  document.cookie = `${LANGUAGE_COOKIE}=; Max-Age=0; Path=/`;
  place.assign.mockClear();
});

/** Puts server-rendered markup in the page, as the parser does (then DOMContentLoaded). */
function serverRender(html: string): void {
  document.body.innerHTML = html;
  document.dispatchEvent(new Event('DOMContentLoaded'));
}

const byId = (id: string) => document.getElementById(id) as HTMLElement;
const settle = () => new Promise((resolve) => setTimeout(resolve));

describe("index.html's early script, before the page's code runs", () => {
  it('names the storage keys, cookie and parameter the app uses', () => {
    expect(code).toContain(`localStorage.setItem("${CONSENT_STORAGE_KEY}"`);
    expect(code).toContain(`localStorage.setItem("${LANGUAGE_STORAGE_KEY}"`);
    expect(code).toContain(`sessionStorage.setItem("${EARLY_LANGUAGE_KEY}"`);
    expect(code).toContain(`\`${LANGUAGE_COOKIE}=\${language}`);
    expect(code).toContain(`searchParams.set("${LANGUAGE_PARAM}"`);
  });

  it('opens and closes the menu, its label following; Escape closes it and gives the button the focus', () => {
    serverRender(`
      <button id="toggle" data-early="menu" aria-expanded="false" aria-controls="menu" aria-label="Open menu"
        data-other-label="Close menu"><svg></svg></button>
      <div id="menu"><a id="news" href="#news">News</a></div>`);
    const toggle = byId('toggle');
    const react = vi.fn();
    document.body.addEventListener('click', react);
    toggle.querySelector('svg')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('aria-label', 'Close menu');
    // React's own listener (not attached yet, or not owning the button) never sees the tap.
    expect(react).not.toHaveBeenCalled();
    byId('news').focus();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-label', 'Open menu');
    expect(toggle).toHaveFocus();
    // A link chosen in the open menu closes it (and the browser follows it).
    toggle.click();
    byId('news').click();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps a privacy choice at once: stored, and the bar hidden by the root mark', () => {
    serverRender(
      '<section data-consent-banner><button id="all" data-early="consent" value="all">Accept all</button></section>',
    );
    byId('all').click();
    expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('all');
    expect(document.documentElement).toHaveAttribute('data-consent');
  });

  it("loads the page in a chosen language, the server's next pages too", () => {
    serverRender(
      '<select id="language" data-early="language"><option value="en">English</option><option value="pt-BR">Português</option></select>',
    );
    const select = byId('language') as HTMLSelectElement;
    select.value = 'pt-BR';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('pt-BR');
    // Left for the code to finish the choice (lib/account-language.ts adoptEarlyLanguage).
    expect(window.sessionStorage.getItem(EARLY_LANGUAGE_KEY)).toBe('pt-BR');
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=pt-BR`);
    expect(String(place.assign.mock.calls[0]?.[0])).toBe('http://localhost/news?read=en&lang=pt-BR');
  });

  it('lets a form be filled, holds its presses until React owns it, then presses them again', async () => {
    serverRender(`
      <form id="form"><fieldset id="fields" data-early="hold" disabled>
        <input id="name" name="name"><button id="other" type="button">Show</button>
        <button id="send" type="submit">Login</button>
      </fieldset></form>`);
    const fields = byId('fields') as HTMLFieldSetElement;
    expect(fields.disabled).toBe(false);
    const order: string[] = [];
    const sent = vi.fn((event: Event) => {
      event.preventDefault();
      order.push('sent');
    });
    byId('form').addEventListener('submit', sent);
    byId('other').addEventListener('click', () => order.push('other'));
    (byId('name') as HTMLInputElement).value = 'typed';
    byId('send').click();
    byId('other').click();
    // A second press of the same button waits as one.
    byId('send').click();
    expect(byId('send')).toHaveAttribute('aria-busy', 'true');
    expect(byId('other')).toHaveAttribute('aria-busy', 'true');
    // The browser never sends the form itself.
    byId('form').dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    await settle();
    expect(order).toEqual([]);

    fields.removeAttribute('data-early');
    await settle();
    expect(order).toEqual(['sent', 'other']);
    expect(byId('send')).not.toHaveAttribute('aria-busy');
    expect(byId('other')).not.toHaveAttribute('aria-busy');
    expect((byId('name') as HTMLInputElement).value).toBe('typed');
  });

  it('lets controls alone once React owns them', () => {
    serverRender('<button id="toggle" aria-expanded="false" aria-controls="menu">Menu</button>');
    const react = vi.fn();
    byId('toggle').addEventListener('click', react);
    byId('toggle').click();
    expect(react).toHaveBeenCalledTimes(1);
    expect(byId('toggle')).toHaveAttribute('aria-expanded', 'false');
  });
});
