import { expect, freshPage, loginViaUi, test } from './fixtures.ts';

test('an editor drafts, publishes, edits and deletes an article; raw HTML in the body never runs', async ({
  page,
  consoleErrors,
}) => {
  const title = `Festival of Lanterns ${Math.random().toString(36).slice(2, 7)}`;
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });

  await loginViaUi(page, 'e2e_writer', 'writer-pass');
  await page.goto('/admin/news');
  await page.getByRole('button', { name: 'New Article' }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByLabel('Snippet').fill('Lanterns light the skies of Velika this weekend.');
  await page.getByLabel('Category').fill('Events');
  await page
    .getByRole('textbox', { name: 'Body' })
    .fill('## Schedule\n\n- Friday: parade\n\n<img src=x onerror=alert(1)> <script>alert(2)</script>');
  await expect(page.getByRole('heading', { name: 'Schedule' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Article created.')).toBeVisible();
  const id = new URL(page.url()).searchParams.get('edit');
  expect(id).toMatch(/^\d+$/);

  // A draft is not public: not in the list, not by its address, not in the feed.
  await page.goto('/news');
  await expect(page.getByRole('heading', { name: 'NEWS', exact: true })).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);
  expect((await page.request.get(`/api/content/news/${id}`)).status()).toBe(404);
  expect(await (await page.request.get('/api/feeds/news.xml')).text()).not.toContain(title);

  await page.goto(`/admin/news?edit=${id}`);
  await page.getByLabel('Status').selectOption({ label: 'Published' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Article saved.')).toBeVisible();

  await page.goto('/news');
  await expect(page.getByText(title).first()).toBeVisible();
  expect(await (await page.request.get('/api/feeds/news.xml')).text()).toContain(`<title>${title}</title>`);
  const shared = await (await page.request.get(`/news/${id}`)).text();
  expect(shared).toContain(`<meta property="og:title" content="${title}">`);
  expect(shared).toContain(
    '<meta property="og:description" content="Lanterns light the skies of Velika this weekend.">',
  );

  await page.goto(`/news/${id}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText('<img src=x onerror=alert(1)>', { exact: false })).toBeVisible();
  await expect(page.locator('img[onerror]')).toHaveCount(0);
  await expect(page.locator('main script')).toHaveCount(0);

  await page.goto(`/admin/news?edit=${id}`);
  await page.getByRole('textbox', { name: 'Title' }).fill(`${title} (updated)`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Article saved.')).toBeVisible();
  await page.goto(`/news/${id}`);
  await expect(page.getByRole('heading', { name: `${title} (updated)` })).toBeVisible();

  await page.goto('/admin/news');
  await page.getByRole('button', { name: `Delete article ${title} (updated)` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Article deleted.')).toBeVisible();
  expect((await page.request.get(`/api/content/news/${id}`)).status()).toBe(404);
  expect(dialogs).toBe(0);
  expect(consoleErrors).toEqual([]);
});

test('visitors read the seeded patch notes and news', async ({ page, consoleErrors }) => {
  await page.goto('/patch-notes');
  await expect(page.getByRole('heading', { name: 'PATCH NOTES' })).toBeVisible();
  await expect(page.getByText('Version 1.0.2')).toBeVisible();
  await expect(page.getByText('Patch history index coming soon.')).toBeVisible();
  await page.getByRole('link', { name: 'View Details' }).first().click();
  await expect(
    page.getByRole('heading', { name: 'Version 1.0.2 - Dungeon balance and quality of life' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dungeons' })).toBeVisible();

  await page.goto('/news');
  await expect(page.getByText('MOST POPULAR')).toBeVisible();
  await expect(page.getByText('Index functionality coming soon.')).toBeVisible();
  // Each seeded article has its own art, and every picture on the page loads.
  const pictures = page.locator('main img');
  await pictures.last().scrollIntoViewIfNeeded();
  const sources = await pictures.evaluateAll((images) =>
    images.map((image) => (image as HTMLImageElement).src),
  );
  expect(new Set(sources).size).toBe(5);
  await expect
    .poll(() =>
      pictures.evaluateAll((images) =>
        images.every(
          (image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0,
        ),
      ),
    )
    .toBe(true);
  await page.getByRole('link', { name: 'Read More' }).click();
  await expect(
    page.getByRole('heading', { name: 'Season One begins: the gates of Agaia are open' }),
  ).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a picture that fails before the page hydrates is hidden, leaving the drawn art', async ({
  browser,
}) => {
  const page = await freshPage(browser);
  // The server renders the card with its picture; the picture fails as the HTML arrives, long before the code.
  await page.route('**/images/news/maintenance.svg', (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto('/news');
  const card = page.locator('article', { hasText: 'Weekly maintenance moves to Wednesdays' });
  await expect(card.getByRole('heading', { name: 'Weekly maintenance moves to Wednesdays' })).toBeVisible();
  await expect(card.locator('img')).toHaveCount(0);
  await expect(page.locator('main img[src*="tournament"]')).toHaveCount(1);
  await page.context().close();
});

test('an editor leaving unsaved changes is asked first; saved ones leave freely', async ({
  page,
  consoleErrors,
}) => {
  await loginViaUi(page, 'e2e_writer', 'writer-pass');
  await page.goto('/admin/news');
  await page.getByRole('button', { name: 'New Article' }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill('A draft not yet saved');

  // Back to the list: asked, and Stay keeps the text.
  await page.getByRole('button', { name: 'Back to the list' }).click();
  const dialog = page.getByRole('dialog', { name: 'Unsaved changes' });
  await expect(dialog).toContainText('You have changes that are not saved. Leave without saving them?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('A draft not yet saved');

  // The site's own links ask too; leaving drops the draft.
  await page.getByRole('link', { name: 'News', exact: true }).first().click();
  await dialog.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL(/\/news$/);

  // A saved article leaves without a question.
  await page.goto('/admin/news');
  await page.getByRole('button', { name: 'New Article' }).click();
  const title = `Saved before leaving ${Math.random().toString(36).slice(2, 7)}`;
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByLabel('Snippet').fill('Nothing to lose.');
  await page.getByRole('textbox', { name: 'Body' }).fill('Saved.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Article created.')).toBeVisible();
  await page.getByRole('button', { name: 'Back to the list' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: `Delete article ${title}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Article deleted.')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
