import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolation, freshPage, newPlayer, test } from './fixtures.ts';

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The sky's moon, when the page shows it, and every heading, link, button and panel it could sit behind. */
async function moonAndContent(page: Page) {
  return page.evaluate(() => {
    const boxOf = (element: Element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height };
    };
    const moon = document.querySelector('[data-sky-moon]');
    const isShown = moon && getComputedStyle(moon).display !== 'none';
    const content = [
      ...document.querySelectorAll('main h1, main h2, main h3, main a, main button, main section'),
    ]
      .filter((element) => element.getBoundingClientRect().width > 0)
      .map((element) => ({ what: element.outerHTML.slice(0, 80), box: boxOf(element) }));
    return { moon: isShown ? boxOf(moon) : null, content };
  });
}

const VIEWPORTS: [number, number][] = [
  [375, 812],
  [1440, 900],
];
for (const [width, height] of VIEWPORTS) {
  test(`the moon stays out of the content's way at ${width}px`, async ({ page, consoleErrors }) => {
    await page.setViewportSize({ width, height });
    await newPlayer(page, 'polish', 'polish-pass');
    for (const path of ['/', '/news', '/news/1', '/patch-notes', '/profile', '/login']) {
      if (path === '/login') await page.evaluate(() => localStorage.removeItem('user'));
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const { moon, content } = await moonAndContent(page);
      // Phones have no free margin beside the content: no moon. Wide screens: in the margin, clear of everything.
      if (width < 1400) expect(moon, path).toBeNull();
      else expect(moon, path).not.toBeNull();
      if (!moon) continue;
      expect(
        content.filter((item) => overlaps(moon, item.box)).map((item) => item.what),
        path,
      ).toEqual([]);
    }
    expect(consoleErrors).toEqual([]);
  });
}

test('profile: drawn empty tabs, no Twitch parts without Twitch, and Reset Password asks first', async ({
  page,
  consoleErrors,
}) => {
  await page.route('**/api/site', async (route) => {
    const answer = await route.fetch();
    await route.fulfill({
      response: answer,
      json: { ...(await answer.json()), twitchEnabled: false, paymentsEnabled: false },
    });
  });
  await newPlayer(page, 'polish', 'polish-pass');
  await page.goto('/profile');
  const characters = page.getByRole('tabpanel', { name: 'Characters' });
  await expect(characters.getByRole('heading', { name: 'No characters created yet.' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText(['Characters', 'Achievements', 'Security', 'Devices']);
  await expect(page.getByRole('button', { name: /Twitch/ })).toHaveCount(0);
  await expect(page.getByText(/not configured/)).toHaveCount(0);
  await expectNoAxeViolation(page);

  let resets = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/user/request-password-reset')) resets += 1;
  });
  await page.getByRole('button', { name: 'Reset Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset Password' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolation(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  expect(resets).toBe(0);

  await page.getByRole('button', { name: 'Reset Password' }).click();
  await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(
    page.getByText(
      'Password reset instructions have been sent to your email address. Please check your inbox (and spam folder).',
    ),
  ).toBeVisible();
  await expect(dialog).toHaveCount(0);
  expect(resets).toBe(1);
  expect(consoleErrors).toEqual([]);
});

test('profile: the Twitch tabs are there when the server has Twitch', async ({ page, consoleErrors }) => {
  await newPlayer(page, 'polish', 'polish-pass');
  await page.goto('/profile');
  await expect(page.getByRole('tab')).toHaveText([
    'Characters',
    'Achievements',
    'Viewer Drops',
    'Streamer Drops',
    'Donations',
    'Security',
    'Devices',
  ]);
  await page.getByRole('tab', { name: 'Viewer Drops' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Viewer Drops' });
  await expect(panel.getByRole('button', { name: 'Link with Twitch' })).toBeVisible();
  await expectNoAxeViolation(page);
  expect(consoleErrors).toEqual([]);
});

test('change email: after success the form is gone, nothing stale is left to send', async ({
  page,
  consoleErrors,
}) => {
  const name = await newPlayer(page, 'polish', 'polish-pass');
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Change Email' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Email' });
  await dialog.getByLabel('New Email', { exact: true }).fill(`${name}.moved@e2e.test`);
  await dialog.getByLabel('Confirm New Email', { exact: true }).fill(`${name}.moved@e2e.test`);
  await dialog.getByLabel('Current Password').fill('polish-pass');
  await dialog.getByRole('button', { name: 'Change Email' }).click();
  await expect(dialog.getByText(/Email change request submitted successfully/)).toBeVisible();
  await expect(dialog.getByLabel('New Email', { exact: true })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Change Email' })).toHaveCount(0);
  const close = dialog.getByRole('button', { name: 'Close' }).last();
  await expect(close).toBeFocused();
  await expectNoAxeViolation(page);
  await close.click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: 'Change Email' }).click();
  await expect(dialog.getByLabel('New Email', { exact: true })).toHaveValue('');
  await expect(dialog.getByLabel('Current Password')).toHaveValue('');
  expect(consoleErrors).toEqual([]);
});

test('the consent bar is a slim strip on a phone, and Cookie settings asks again', async ({ browser }) => {
  const page = await freshPage(browser);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/news');
  const bar = page.getByRole('region', { name: 'Privacy choices' });
  await expect(bar).toBeVisible();
  const box = await bar.boundingBox();
  expect(box?.height).toBeLessThan(812 * 0.15);
  const essential = await bar.getByRole('button', { name: 'Essential only' }).boundingBox();
  const all = await bar.getByRole('button', { name: 'Accept all' }).boundingBox();
  expect(essential?.y).toBe(all?.y);
  await expectNoAxeViolation(page);
  await bar.getByRole('button', { name: 'Essential only' }).click();
  await expect(bar).toHaveCount(0);

  await page.reload();
  await expect(bar).toHaveCount(0);
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
  await expect(bar).toBeVisible();
  await expect(bar).toBeFocused();
  await bar.getByRole('button', { name: 'Accept all' }).click();
  await expect(bar).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('consent'))).toBe('all');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(bar).toHaveCount(0);
  await page.context().close();
});
