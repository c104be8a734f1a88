import { expect, loginViaApi, test } from './fixtures.ts';

// The public pages come rendered by the server (issue 15): their content shows before, and without, JavaScript.
const PAGES = [
  { url: '/', heading: 'Welcome to Agaia Online' },
  { url: '/news', heading: 'NEWS' },
  { url: '/patch-notes', heading: 'Patch Notes' },
  { url: '/login', heading: 'Login' },
  { url: '/register', heading: 'Create Account' },
  { url: '/tos', heading: 'Terms and Conditions of Use' },
  { url: '/legal', heading: 'Privacy Policy' },
];

test('the public pages show their content without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const { url, heading } of PAGES) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: heading }), url).toBeVisible();
  }
  // An article and a patch note too, with their own title and body.
  await page.goto('/news');
  const article = page.getByRole('article').first().getByRole('link').first();
  await article.click();
  await expect(page).toHaveURL(/\/news\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to News' })).toBeVisible();
  // Without its code a form cannot be sent (the browser would put the password in the address).
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeDisabled();
  await context.close();
});

test('the rendered pages hydrate without an error, and then work', async ({ page, consoleErrors }) => {
  for (const { url, heading } of PAGES) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: heading }), url).toBeVisible();
  }
  // A link moves inside the app now, and the form can be used.
  await page.getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions of Use' })).toBeVisible();
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeEnabled();
  expect(consoleErrors).toEqual([]);
});

test("a logged-in player's header never shows the guests' links, and shows them again after logout", async ({
  page,
  consoleErrors,
}) => {
  await loginViaApi(page, 'e2e_writer', 'writer-pass');
  await page.goto('/news');
  const root = page.locator('html');
  await expect(root).toHaveAttribute('data-session', '');
  await expect(page.getByRole('link', { name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(root).not.toHaveAttribute('data-session');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
