import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { switchLanguage } from '../../../../i18n/catalogs.ts';
import { ptBRAdmin as ptBR } from '../../../../i18n/pt-BR/admin.ts';
import { buildAdminNews, buildAdminPatchNote } from '../../../../test/admin-builders.ts';
import { bodiesSent, type StubResponse, stubFetch } from '../../../../test/fetch-stub.ts';
import { buildUser, LAZY, renderApp } from '../../../../test/render-app.tsx';

const NEWS = 'GET /api/admin/content/news';
const CREATE = 'POST /api/admin/content/news';
const editor = buildUser({ webMgt: 11 * 7 });

// An English original with a Portuguese translation, that translation, and an English original without one.
const original = buildAdminNews({ id: 7, translations: [{ id: 12, language: 'pt-BR' }] });
const translation = buildAdminNews({
  id: 12,
  title: 'Temporada de Gelo',
  body: 'Neve em Velika.',
  language: 'pt-BR',
  translationOf: 7,
});
const alone = buildAdminNews({ id: 8, title: 'Guild war', body: '## War\n\nSoon.', status: 'draft' });

function openNews(routes: Record<string, StubResponse> = {}, path = '/admin/news') {
  const mock = stubFetch({
    [NEWS]: { json: { news: [original, translation, alone], total: 3 } },
    'GET /api/admin/content/news/8': { json: alone },
    ...routes,
  });
  return { mock, ...renderApp(path, { user: editor }) };
}

/** The editor form's own Language select (the page's header has a language switcher too). */
const languageSelect = (name = 'Language') =>
  within(screen.getByRole('button', { name: /^(Save|Salvar)$/ }).closest('form') as HTMLElement).getByRole(
    'combobox',
    { name },
  );

const rowOf = (table: HTMLElement, title: string) =>
  within(within(table).getByText(title).closest('tr') as HTMLElement);

describe('translations in the content editors', () => {
  it("lists each item's language and translations, and offers a translation where a language is missing", async () => {
    openNews();
    const table = await screen.findByRole('table', { name: 'News articles' }, LAZY);
    const first = rowOf(table, 'Season of Frost');
    expect(first.getByText('English')).toHaveAttribute('lang', 'en');
    expect(first.getByText('Português (Brasil)')).toHaveAttribute('lang', 'pt-BR');
    // In every language already: nothing to add.
    expect(first.queryByRole('button', { name: /Add a translation/ })).toBeNull();

    const second = rowOf(table, 'Temporada de Gelo');
    expect(second.getByText('Translation of #7')).toBeInTheDocument();
    // A translation is not translated itself.
    expect(second.queryByRole('button', { name: /Add a translation/ })).toBeNull();

    const third = rowOf(table, 'Guild war');
    expect(third.getByRole('button', { name: 'Add a translation of article Guild war' })).toHaveTextContent(
      'Add translation',
    );
  });

  it('writes a new translation from its original: the other language, a draft, the original’s words to write over', async () => {
    const saved = buildAdminNews({ id: 13, title: 'Guerra de guildas', language: 'pt-BR', translationOf: 8 });
    const { mock, router } = openNews({
      [CREATE]: { status: 201, json: saved },
      'GET /api/admin/content/news/13': { json: saved },
    });
    const table = await screen.findByRole('table', { name: 'News articles' }, LAZY);
    await userEvent.click(rowOf(table, 'Guild war').getByRole('button', { name: /Add a translation/ }));

    expect(router.state.location.search).toBe('?new=8');
    expect(await screen.findByRole('heading', { name: 'Translate Article #8' })).toBeInTheDocument();
    expect(screen.getByText(/Translating #8/)).toBeInTheDocument();
    expect(languageSelect()).toHaveValue('pt-BR');
    expect(screen.getByLabelText('Status')).toHaveValue('draft');
    expect(screen.getByLabelText('Title')).toHaveValue('Guild war');

    await userEvent.clear(screen.getByLabelText('Title'));
    await userEvent.type(screen.getByLabelText('Title'), 'Guerra de guildas');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Article created.')).toBeInTheDocument();
    expect(bodiesSent(mock, CREATE)).toEqual([
      {
        title: 'Guerra de guildas',
        snippet: alone.snippet,
        body: alone.body,
        category: alone.category,
        status: 'draft',
        imageUrl: null,
        language: 'pt-BR',
        translationOf: 8,
      },
    ]);
    // The new translation's own editor, which says what it translates.
    expect(router.state.location.search).toBe('?edit=13');
    expect(await screen.findByText('Translation of #8')).toBeInTheDocument();
  });

  it("shows the server's refusal of a translation on the form, the language's under its field", async () => {
    openNews(
      {
        [CREATE]: {
          status: 400,
          json: {
            message: 'A translation must be in another language than its original.',
            fieldErrors: { language: ['A translation must be in another language than its original.'] },
          },
        },
      },
      '/admin/news?new=8',
    );
    // The original loads first, then its form.
    expect(await screen.findByRole('button', { name: 'Save' }, LAZY)).toBeInTheDocument();
    const language = languageSelect();
    await userEvent.selectOptions(language, 'en');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findAllByText('A translation must be in another language than its original.'),
    ).toHaveLength(2);
    expect(language).toHaveAttribute('aria-invalid', 'true');
  });

  it("starts a new item in the admin's own language", async () => {
    await switchLanguage('pt-BR');
    stubFetch({
      'GET /api/admin/content/patchnotes': { json: { patchNotes: [buildAdminPatchNote()], total: 1 } },
    });
    renderApp('/admin/patch-notes?new', { user: editor });
    expect(
      await screen.findByRole('heading', { name: ptBR.admin.patchNotes.newTitle }, LAZY),
    ).toBeInTheDocument();
    const select = languageSelect(ptBR.admin.content.language);
    expect(select).toHaveValue('pt-BR');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => [option.textContent, option.getAttribute('lang')]),
    ).toEqual([
      ['English', 'en'],
      ['Português (Brasil)', 'pt-BR'],
    ]);
  });
});
