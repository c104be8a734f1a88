import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolation, test } from './fixtures.ts';

const unique = () => Math.random().toString(36).slice(2, 8);

/** No button or link of the visible page cuts its own label (Portuguese runs longer) and nothing scrolls sideways. */
async function expectLabelsFit(page: Page) {
  const problems = await page.evaluate(() => {
    const found: string[] = [];
    if (document.documentElement.scrollWidth > document.documentElement.clientWidth)
      found.push(`page scrolls sideways to ${document.documentElement.scrollWidth}`);
    for (const element of document.querySelectorAll<HTMLElement>(
      'main button, main a, header button, header a',
    )) {
      if (element.getClientRects().length === 0) continue;
      if (element.scrollWidth > element.clientWidth + 1)
        found.push(`"${element.textContent?.trim()}" overflows`);
    }
    return found;
  });
  expect(problems).toEqual([]);
}

test.describe('Brazilian Portuguese', () => {
  test.use({ locale: 'pt-BR' });

  test('a first visit from a Portuguese browser registers and logs in in Portuguese, and the account keeps it', async ({
    page,
    consoleErrors,
  }) => {
    const name = `br_${unique()}`;
    await page.goto('/register');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await expect(page.getByRole('heading', { level: 1, name: 'Criar conta' })).toBeVisible();
    await page.getByLabel('Nome de usuário').fill(name);
    await page.getByLabel('E-mail').fill(`${name}@e2e.test`);
    await page.getByLabel('Senha', { exact: true }).fill('senha-forte-9');
    await page.getByLabel('Confirmar senha', { exact: true }).fill('senha-forte-9');
    await expectLabelsFit(page);
    await expectNoAxeViolation(page);
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });

    await page.getByLabel('Nome de usuário ou e-mail').fill(name);
    await page.getByLabel('Senha', { exact: true }).fill('senha-forte-9');
    await expectNoAxeViolation(page);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page).not.toHaveURL(/\/login/);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sair' })).toBeVisible();
    // The account registered in Portuguese: its login says so, so another device shows it too.
    const login = await page.request.post('/api/auth/login', {
      data: { identifier: name, password: 'senha-forte-9' },
    });
    expect((await login.json()).language).toBe('pt-BR');
    expect(consoleErrors).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 812 } });

    test('the login and the menu fit their Portuguese labels', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
      await expectLabelsFit(page);
      await page.getByRole('button', { name: 'Abrir menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Principal' })).toBeVisible();
      await expectLabelsFit(page);
      await page.screenshot({ path: 'test-results/languages/login-menu-375.png' });
    });
  });
});

test('the switcher shows the page in Portuguese, keeps it through a reload, and back in English', async ({
  page,
}) => {
  await page.goto('/patch-notes');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const footer = page.getByRole('contentinfo').getByRole('combobox', { name: 'Language' });
  await footer.selectOption('pt-BR');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Notícias' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Notícias' })).toBeVisible();
  await expectNoAxeViolation(page);
  await page.getByRole('contentinfo').getByRole('combobox', { name: 'Idioma' }).selectOption('en');
  await expect(page.getByRole('banner').getByRole('link', { name: 'News' })).toBeVisible();
});
