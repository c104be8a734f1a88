import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildArticle } from '../../test/content-builders.ts';
import { stubFetch } from '../../test/fetch-stub.ts';
import { renderApp } from '../../test/render-app.tsx';

const ARTICLE = 'GET /api/content/news/1';

function fact(term: string) {
  return screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
}

describe('news article', () => {
  it('shows the loading state, then the article with image, date, category and markdown body', async () => {
    stubFetch({ [ARTICLE]: { json: buildArticle({ imageUrl: '/images/news/season-one.svg' }) } });
    renderApp('/news/1');
    // The first render waits for the page's chunk (markdown included) to load.
    expect(await screen.findByText('Loading article...', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Season One begins' })).toBeInTheDocument();
    const article = screen.getByRole('article', { name: 'Season One begins' });
    expect(article.querySelector('img')).toHaveAttribute('src', '/images/news/season-one.svg');
    expect(fact('Published')).toBe('June 24, 2025');
    expect(fact('Category')).toBe('Announcements');
    expect(within(article).getByRole('heading', { level: 2, name: 'Welcome' })).toBeInTheDocument();
    expect(within(article).getByText('Arborea', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to News' })).toHaveAttribute('href', '/news');
    expect(document.title).toBe('Season One begins · Agaia Online');
  });

  it('shows no image without one, and hides an image that fails to load', async () => {
    stubFetch({
      [ARTICLE]: { json: buildArticle() },
      'GET /api/content/news/2': {
        json: buildArticle({ id: 2, title: 'Broken', imageUrl: 'media/gone.png' }),
      },
    });
    const { router } = renderApp('/news/1');
    const plain = await screen.findByRole('article', { name: 'Season One begins' });
    expect(plain.querySelector('img')).toBeNull();

    await router.navigate('/news/2');
    const broken = await screen.findByRole('article', { name: 'Broken' });
    const image = broken.querySelector('img');
    expect(image).toHaveAttribute('src', '/api/media/gone.png');
    fireEvent.error(image as HTMLImageElement);
    expect(broken.querySelector('img')).toBeNull();
  });

  it.each([
    [{ date: '' }, 'June 24, 2025'],
    [{ date: '', publishedAt: '2025-03-02T12:00:00Z' }, 'March 2, 2025'],
    [{ date: '', publishedAt: null, createdAt: '2025-01-05T12:00:00Z' }, 'January 5, 2025'],
    [{ date: '', publishedAt: null, createdAt: '' }, 'N/A'],
    [{ date: 'yesterday-ish' }, 'Invalid Date'],
  ])('dates %j as %s (date, else publishedAt, else createdAt)', async (dates, expected) => {
    stubFetch({ [ARTICLE]: { json: { ...buildArticle(), ...dates } } });
    renderApp('/news/1');
    await screen.findByRole('article');
    expect(fact('Published')).toBe(expected);
  });

  it("shows 'Article not found.' for a 404 (a draft or an unknown id)", async () => {
    stubFetch({ [ARTICLE]: { status: 404, json: { message: 'Article not found.' } } });
    renderApp('/news/1');
    expect(await screen.findByText('Article not found.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Article' })).toHaveClass('visually-hidden');
  });

  it.each([
    ['without a body', { ...buildArticle(), body: undefined }],
    ['with an empty body', buildArticle({ body: '' })],
    ['with nothing at all', undefined],
  ])('shows the invalid-content error for an answer %s', async (_case, json) => {
    stubFetch({ [ARTICLE]: json === undefined ? { text: '' } : { json } });
    renderApp('/news/1');
    expect(await screen.findByText('Full article content not found or is invalid.')).toBeInTheDocument();
  });

  it("shows the server's message when the call fails", async () => {
    stubFetch({ [ARTICLE]: { status: 503, json: { message: 'News desk is closed.' } } });
    renderApp('/news/1');
    expect(await screen.findByText('News desk is closed.')).toBeInTheDocument();
  });

  it("falls back to 'Failed to load article details.' without a server message", async () => {
    stubFetch({ [ARTICLE]: { status: 500, text: 'oops' } });
    renderApp('/news/1');
    expect(await screen.findByText('Failed to load article details.')).toBeInTheDocument();
  });
});
