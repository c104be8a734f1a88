import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { switchLanguage } from '../../i18n/catalogs.ts';
import { ptBRContent } from '../../i18n/pt-BR/content.ts';
import {
  buildArticle,
  buildNews,
  buildPatchNote,
  buildPatchNoteSummary,
} from '../../test/content-builders.ts';
import { queriesSent, stubFetch } from '../../test/fetch-stub.ts';
import { LAZY, renderApp } from '../../test/render-app.tsx';

const NEWS = 'GET /api/content/news';
const NOTES = 'GET /api/content/patchnotes/';

/** The `lang` query of each call to one 'METHOD /path'. */
const languagesAsked = (mock: ReturnType<typeof stubFetch>, key: string) =>
  queriesSent(mock, key).map((query) => query.get('lang'));

describe('news and patch notes for a Portuguese reader', () => {
  it('asks the list in Portuguese and marks the story only in English with its language', async () => {
    await switchLanguage('pt-BR');
    const mock = stubFetch({
      [NEWS]: {
        json: {
          news: [
            buildNews({ id: 12, title: 'Começa a temporada', language: 'pt-BR' }),
            buildNews({ id: 4, title: 'Bots removed', language: 'en', category: 'Updates' }),
            buildNews({ id: 3, title: 'Torneio de guildas', language: 'pt-BR', category: 'Eventos' }),
          ],
        },
      },
    });
    renderApp('/news');
    const featured = await screen.findByRole('article', { name: 'Começa a temporada' }, LAZY);
    expect(featured).not.toHaveAttribute('lang');
    expect(within(featured).queryByText('English')).toBeNull();

    const english = screen.getByRole('article', { name: 'Bots removed' });
    expect(english).toHaveAttribute('lang', 'en');
    expect(within(english).getByText('English')).toHaveAttribute('lang', 'en');
    // The page's own words inside it keep the page's language: its date.
    expect(within(english).getByText('24 de junho de 2025')).toHaveAttribute('lang', 'pt-BR');
    expect(screen.getByRole('article', { name: 'Torneio de guildas' })).not.toHaveAttribute('lang');
    // The sidebar's link to it says its language too.
    const popular = within(screen.getByRole('complementary'));
    expect(popular.getByRole('link', { name: 'Bots removed' })).toHaveAttribute('lang', 'en');

    expect(languagesAsked(mock, NEWS)).toEqual(['pt-BR']);
    expect(screen.getByRole('link', { name: ptBRContent.news.rssLabel })).toHaveAttribute(
      'href',
      '/api/feeds/news.xml?lang=pt-BR',
    );
  });

  it('shows a translated article in Portuguese with a link to its English original', async () => {
    await switchLanguage('pt-BR');
    const mock = stubFetch({
      'GET /api/content/news/5': {
        json: buildArticle({
          id: 12,
          title: 'Começa a temporada',
          body: 'Boas-vindas!',
          language: 'pt-BR',
          versions: [
            { id: 5, language: 'en' },
            { id: 12, language: 'pt-BR' },
          ],
        }),
      },
      'GET /api/content/news/12': {
        json: buildArticle({
          id: 5,
          title: 'Season begins',
          body: 'Welcome!',
          language: 'en',
          versions: [
            { id: 5, language: 'en' },
            { id: 12, language: 'pt-BR' },
          ],
        }),
      },
    });
    const { router } = renderApp('/news/5');
    const article = await screen.findByRole('article', { name: 'Começa a temporada' }, LAZY);
    expect(article).not.toHaveAttribute('lang');
    expect(languagesAsked(mock, 'GET /api/content/news/5')).toEqual(['pt-BR']);
    const other = within(article).getByRole('link', { name: 'English' });
    expect(other).toHaveAttribute('href', '/news/5?read=en');
    expect(other).toHaveAttribute('lang', 'en');
    expect(
      within(article).getByText(ptBRContent.news.otherLanguages, { selector: 'dt' }),
    ).toBeInTheDocument();

    // Following it asks for the English version, while the page stays in Portuguese.
    await router.navigate('/news/12?read=en');
    const original = await screen.findByRole('article', { name: 'Season begins' });
    expect(original).toHaveAttribute('lang', 'en');
    expect(languagesAsked(mock, 'GET /api/content/news/12')).toEqual(['en']);
    expect(within(original).getByRole('link', { name: 'Português (Brasil)' })).toHaveAttribute(
      'href',
      '/news/12?read=pt-BR',
    );
    // Its facts' labels are the page's words.
    expect(within(original).getByText(ptBRContent.news.published).closest('[lang]')).toHaveAttribute(
      'lang',
      'pt-BR',
    );
    expect(screen.getByRole('link', { name: ptBRContent.news.back })).toBeInTheDocument();
  });

  it('shows an untranslated article in English, marked as such, without other languages', async () => {
    await switchLanguage('pt-BR');
    stubFetch({ 'GET /api/content/news/1': { json: buildArticle() } });
    renderApp('/news/1');
    const article = await screen.findByRole('article', { name: 'Season One begins' }, LAZY);
    expect(article).toHaveAttribute('lang', 'en');
    expect(within(article).queryByText(ptBRContent.news.otherLanguages)).toBeNull();
  });

  it('lists patch notes in Portuguese, and shows one with its other language', async () => {
    await switchLanguage('pt-BR');
    const mock = stubFetch({
      [NOTES]: {
        json: {
          patchNotes: [
            buildPatchNoteSummary({ id: 9, version: '1.0.2', title: 'Equilíbrio', language: 'pt-BR' }),
            buildPatchNoteSummary({ id: 2, version: '1.0.1', title: 'Launch fixes', language: 'en' }),
          ],
        },
      },
      'GET /api/content/patchnotes/9': {
        json: buildPatchNote({
          id: 9,
          version: '1.0.2',
          title: 'Equilíbrio',
          language: 'pt-BR',
          versions: [
            { id: 3, language: 'en' },
            { id: 9, language: 'pt-BR' },
          ],
        }),
      },
    });
    const { router } = renderApp('/patch-notes');
    const english = await screen.findByRole('article', { name: 'Launch fixes' }, LAZY);
    expect(english).toHaveAttribute('lang', 'en');
    expect(within(english).getByText('English')).toBeInTheDocument();
    expect(within(english).getByText('Versão 1.0.1')).toHaveAttribute('lang', 'pt-BR');
    const translated = screen.getByRole('article', { name: 'Equilíbrio' });
    expect(translated).not.toHaveAttribute('lang');
    expect(languagesAsked(mock, NOTES)).toEqual(['pt-BR']);

    await router.navigate('/patch-notes/9');
    const note = await screen.findByRole('article', { name: 'Versão 1.0.2 - Equilíbrio' });
    expect(within(note).getByRole('link', { name: 'English' })).toHaveAttribute(
      'href',
      '/patch-notes/3?read=en',
    );
    expect(languagesAsked(mock, 'GET /api/content/patchnotes/9')).toEqual(['pt-BR']);
  });

  it('asks again in the new language when the reader switches', async () => {
    const mock = stubFetch({ [NEWS]: { json: { news: [buildNews()] } } });
    renderApp('/news');
    await screen.findByRole('article', { name: 'Season One begins' }, LAZY);
    await switchLanguage('pt-BR');
    await waitFor(() => expect(languagesAsked(mock, NEWS)).toEqual(['en', 'pt-BR']));
  });
});
