import type { Page } from '@playwright/test';
import { ptBRAuth } from '../src/i18n/pt-BR/auth.ts';
import { ptBR } from '../src/i18n/pt-BR/main.ts';
import { expect } from './fixtures.ts';

// The Portuguese specs assert the catalogs' own sentences, so a rewording there does not break them.
export { ptBRContractText } from '@agaia/contract';
export { ptBRAdmin } from '../src/i18n/pt-BR/admin.ts';
export { ptBRAdminMails } from '../src/i18n/pt-BR/admin-mails.ts';
export { ptBRContent } from '../src/i18n/pt-BR/content.ts';
export { ptBRLegal } from '../src/i18n/pt-BR/legal.ts';
export { ptBRPasskeys } from '../src/i18n/pt-BR/passkeys.ts';
export { ptBRProfile } from '../src/i18n/pt-BR/profile.ts';
export { ptBRShopOrders } from '../src/i18n/pt-BR/shop-orders.ts';
export { ptBRTwitch } from '../src/i18n/pt-BR/twitch.ts';
export { ptBR, ptBRAuth };

/** Headers of a request a Portuguese browser sends: the server answers in its language. */
export const PORTUGUESE = { 'accept-language': 'pt-BR,pt;q=0.9' };

/** A catalog sentence with its {{placeholders}} filled, as i18next fills them. */
export { fillTemplate as fill } from '@agaia/contract';

/** Registers `<prefix>_<random>` (prefix up to 9 letters) through the API, in Portuguese as the page does; answers the name (the password is `senha-forte-9`). */
export async function registerInPortuguese(page: Page, prefix: string): Promise<string> {
  const name = `${prefix}_${Math.random().toString(36).slice(2, 8)}`;
  const response = await page.request.post('/api/auth/register', {
    headers: PORTUGUESE,
    data: {
      username: name,
      email: `${name}@e2e.test`,
      password: 'senha-forte-9',
      attribution: null,
      language: 'pt-BR',
    },
  });
  expect(response.status()).toBe(201);
  return name;
}

/** Logs in through the Portuguese login page and waits to leave it. */
export async function logInInPortuguese(page: Page, identifier: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(ptBRAuth.auth.identifier).fill(identifier);
  await page.getByLabel(ptBRAuth.auth.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: ptBRAuth.auth.loginSubmit, exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

// What a player reads and presses, wherever it is (the header and its phone menu, the main content, dialogs, tables,
// the consent bar, the footer): buttons, links, tabs, table headers and form labels.
const LABELLED = 'button, a, [role="tab"], [role="button"], th, label, legend, summary';

/**
 * No label of the visible page is cut or spills (Portuguese runs longer than English): no button, link, tab, table
 * header, form label or empty field's placeholder is wider or taller than its own box, none sticks out of the screen's width (unless inside
 * something that scrolls sideways on purpose), no two of them in the same part of the page cover each other, and
 * the page does not scroll sideways. Fails naming each.
 */
export async function expectLabelsFit(
  page: Page,
  options: { screen?: string; soft?: boolean } = {},
): Promise<void> {
  const report = await page.evaluate((selector) => {
    const found: string[] = [];
    const root = document.documentElement;
    const width = root.clientWidth;
    if (root.scrollWidth > width) found.push(`page scrolls sideways to ${root.scrollWidth}`);
    const name = (element: Element) =>
      (element.textContent?.trim() || element.getAttribute('aria-label') || element.tagName).slice(0, 60);
    const scrollsSideways = (element: Element) => {
      for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
        const { overflowX } = getComputedStyle(node);
        if ((overflowX === 'auto' || overflowX === 'scroll') && node.scrollWidth > node.clientWidth)
          return true;
      }
      return false;
    };
    // Screen-reader-only text (inside a box clipped to a pixel, as a phone table's header row) is not on screen.
    const isClippedAway = (element: Element) => {
      for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
        const box = node.getBoundingClientRect();
        if ((box.width <= 1 || box.height <= 1) && getComputedStyle(node).overflow !== 'visible') return true;
      }
      return false;
    };
    const isShown = (element: HTMLElement) => {
      const box = element.getBoundingClientRect();
      return (
        element.getClientRects().length > 0 &&
        box.width > 2 &&
        box.height > 2 &&
        element.checkVisibility({ visibilityProperty: true, opacityProperty: true }) &&
        !element.closest('[aria-hidden="true"], [inert]') &&
        !isClippedAway(element)
      );
    };
    const shown = [...new Set(document.querySelectorAll<HTMLElement>(selector))].filter(isShown);
    for (const element of shown) {
      const style = getComputedStyle(element);
      const isInline = style.display === 'inline';
      if (!isInline && element.scrollWidth > element.clientWidth + 1)
        found.push(`"${name(element)}" is cut: ${element.scrollWidth}px of text in ${element.clientWidth}px`);
      // A single-line control (fixed height) whose label wrapped spills below it.
      if (
        !isInline &&
        element.tagName !== 'LABEL' &&
        element.tagName !== 'TH' &&
        element.scrollHeight > element.clientHeight + 2
      )
        found.push(`"${name(element)}" spills below: ${element.scrollHeight}px in ${element.clientHeight}px`);
      const box = element.getBoundingClientRect();
      if ((box.right > width + 1 || box.left < -1) && !scrollsSideways(element))
        found.push(
          `"${name(element)}" sticks out of the screen (${Math.round(box.left)}–${Math.round(box.right)})`,
        );
    }
    // An empty field's placeholder is cut where the field ends (the measure above does not see it).
    const ruler = document.createElement('canvas').getContext('2d');
    for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      'input[placeholder], textarea[placeholder]',
    )) {
      if (!ruler || field.value !== '' || !isShown(field) || field.tagName === 'TEXTAREA') continue;
      const style = getComputedStyle(field);
      ruler.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room =
        field.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      const text = ruler.measureText(field.placeholder).width;
      if (text > room + 1)
        found.push(
          `placeholder "${field.placeholder}" is cut: ${Math.round(text)}px in ${Math.round(room)}px`,
        );
    }
    // Two labels of the same part of the page (a dialog floats above the page, a header above scrolled content)
    // must not cover each other; one inside the other (an icon button in a link) is not an overlap.
    const partOf = (element: Element) =>
      element.closest('[role="dialog"], dialog, header, footer, nav, main, table') ?? document.body;
    // A link wrapped over two lines of a sentence is two boxes, not the rectangle around both.
    const boxes = shown
      .filter((element) => element.tagName !== 'LABEL' && element.tagName !== 'LEGEND')
      .map((element) => ({ element, rects: [...element.getClientRects()], part: partOf(element) }));
    const meet = (a: DOMRect, b: DOMRect) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > 2 &&
      Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 2;
    for (const [index, first] of boxes.entries()) {
      for (const second of boxes.slice(index + 1)) {
        if (first.part !== second.part) continue;
        if (first.element.contains(second.element) || second.element.contains(first.element)) continue;
        if (first.rects.some((a) => second.rects.some((b) => meet(a, b))))
          found.push(`"${name(first.element)}" and "${name(second.element)}" overlap`);
      }
    }
    return { found, checked: shown.length };
  }, LABELLED);
  // A sweep goes on to the next screen (soft), so one run names every screen's problems.
  const check = options.soft ? expect.soft : expect;
  check(report.found, options.screen).toEqual([]);
  // The check looked at something: a blank or still-loading page would pass it vacuously.
  check(report.checked, options.screen).toBeGreaterThan(3);
}
