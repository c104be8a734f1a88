import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildNews } from '../../test/content-builders.ts';
import { queriesSent, stubFetch } from '../../test/fetch-stub.ts';
import { renderApp } from '../../test/render-app.tsx';

const LIST = 'GET /api/content/news';

const fiveArticles = [
  buildNews({ id: 5, title: 'Season One begins', category: 'Announcements', imageUrl: 'media/season.png' }),
  buildNews({ id: 4, title: 'Maintenance moves', category: 'Updates' }),
  buildNews({ id: 3, title: 'Guild tournament', category: 'Events' }),
  buildNews({ id: 2, title: 'Bots removed', category: 'Updates' }),
  buildNews({ id: 1, title: 'Stream and earn', category: 'Community' }),
];

function gridTitles() {
  const grid = screen.getByRole('region', { name: 'Latest News' });
  return within(grid)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
}

describe('news list', () => {
  it('shows the loading state, then the first article featured', async () => {
    const fetchMock = stubFetch({ [LIST]: { json: { news: fiveArticles } } });
    renderApp('/news');
    // The first render waits for the page's chunk to load.
    expect(await screen.findByText('Loading news...', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'NEWS' })).toBeInTheDocument();

    const featured = await screen.findByRole('article', { name: 'Season One begins' });
    expect(within(featured).getByText('The gates are open.')).toBeInTheDocument();
    expect(within(featured).getByText('June 24, 2025')).toBeInTheDocument();
    expect(within(featured).getByRole('link', { name: 'Read More: Season One begins' })).toHaveAttribute(
      'href',
      '/news/5',
    );
    // Relative image paths sit under the API base path (docs/product.md §7.4).
    expect(featured.querySelector('img')).toHaveAttribute('src', '/api/media/season.png');
    expect(document.title).toBe('News · Agaia Online');
    expect(queriesSent(fetchMock, LIST).map((query) => Object.fromEntries(query))).toEqual([
      { limit: '20', lang: 'en' },
    ]);
  });

  it('draws the fallback art when the featured article has no image, and hides an image that fails', async () => {
    stubFetch({
      [LIST]: {
        json: {
          news: [buildNews({ id: 2, title: 'No picture' }), buildNews({ id: 1, imageUrl: '/broken.png' })],
        },
      },
    });
    renderApp('/news');
    const featured = await screen.findByRole('article', { name: 'No picture' });
    expect(featured.querySelector('img')).toBeNull();
    expect(featured.querySelector('svg[aria-hidden="true"]')).not.toBeNull();

    const card = screen.getByRole('article', { name: 'Season One begins' });
    const image = card.querySelector('img');
    expect(image).toHaveAttribute('src', '/broken.png');
    fireEvent.error(image as HTMLImageElement);
    expect(card.querySelector('img')).toBeNull();
  });

  it('lists the rest in a grid filtered by category', async () => {
    stubFetch({ [LIST]: { json: { news: fiveArticles } } });
    renderApp('/news');
    await screen.findByRole('article', { name: 'Season One begins' });
    expect(gridTitles()).toEqual([
      'Maintenance moves',
      'Guild tournament',
      'Bots removed',
      'Stream and earn',
    ]);
    const grid = within(screen.getByRole('region', { name: 'Latest News' }));
    expect(grid.getByRole('link', { name: 'Guild tournament' })).toHaveAttribute('href', '/news/3');

    const filters = within(screen.getByRole('group', { name: 'Filter by category' }));
    expect(filters.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'All',
      'Updates',
      'Events',
      'Community',
    ]);
    expect(filters.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(filters.getByRole('button', { name: 'Updates' }));
    expect(filters.getByRole('button', { name: 'Updates' })).toHaveAttribute('aria-pressed', 'true');
    expect(filters.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    expect(gridTitles()).toEqual(['Maintenance moves', 'Bots removed']);

    await userEvent.click(filters.getByRole('button', { name: 'All' }));
    expect(gridTitles()).toHaveLength(4);
  });

  it('shows articles 2 to 4 as MOST POPULAR, and the INDEX', async () => {
    stubFetch({ [LIST]: { json: { news: fiveArticles } } });
    renderApp('/news');
    const popular = await screen.findByRole('region', { name: 'MOST POPULAR' });
    expect(
      within(popular)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Maintenance moves', '/news/4'],
      ['Guild tournament', '/news/3'],
      ['Bots removed', '/news/2'],
    ]);
    const index = screen.getByRole('region', { name: 'INDEX' });
    expect(within(index).getByText('Index functionality coming soon.')).toBeInTheDocument();
  });

  it('accepts a plain list and takes the date from publishedAt, else createdAt', async () => {
    stubFetch({
      [LIST]: {
        json: [
          buildNews({ id: 3, title: 'Dated by publishedAt', date: '', publishedAt: '2025-03-02T12:00:00Z' }),
          { ...buildNews({ id: 2, title: 'Dated by createdAt', publishedAt: null }), date: undefined },
          { id: 1, title: 'Undated' },
        ],
      },
    });
    renderApp('/news');
    const first = await screen.findByRole('article', { name: 'Dated by publishedAt' });
    expect(within(first).getByText('March 2, 2025')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Dated by createdAt' })).getByText('June 24, 2025'));
    expect(within(screen.getByRole('article', { name: 'Undated' })).getByText('N/A')).toBeInTheDocument();
  });

  it("shows 'Invalid Date' for an unparsable date", async () => {
    stubFetch({ [LIST]: { json: { news: [buildNews({ date: 'not a date' })] } } });
    renderApp('/news');
    const featured = await screen.findByRole('article', { name: 'Season One begins' });
    expect(within(featured).getByText('Invalid Date')).toBeInTheDocument();
  });

  it('shows a lone article featured, without a grid or a popular list', async () => {
    stubFetch({ [LIST]: { json: { news: [buildNews()] } } });
    renderApp('/news');
    await screen.findByRole('article', { name: 'Season One begins' });
    expect(screen.queryByRole('region', { name: 'Latest News' })).not.toBeInTheDocument();
    expect(screen.queryByText('MOST POPULAR')).not.toBeInTheDocument();
    expect(screen.getByText('Index functionality coming soon.')).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    stubFetch({ [LIST]: { json: { news: [] } } });
    renderApp('/news');
    expect(await screen.findByText('No news articles found at the moment.')).toBeInTheDocument();
    expect(screen.queryByText('INDEX')).not.toBeInTheDocument();
  });

  it("shows the server's message when the list fails", async () => {
    stubFetch({ [LIST]: { status: 400, json: { message: 'limit must be between 1 and 100.' } } });
    renderApp('/news');
    expect(await screen.findByText('limit must be between 1 and 100.')).toBeInTheDocument();
  });

  it("falls back to 'Failed to load news.' without a server message", async () => {
    stubFetch({ [LIST]: { status: 500, text: 'oops' } });
    renderApp('/news');
    expect(await screen.findByText('Failed to load news.')).toBeInTheDocument();
  });

  it("falls back to 'Failed to load news.' for an answer of the wrong shape", async () => {
    stubFetch({ [LIST]: { json: { articles: 'nope' } } });
    renderApp('/news');
    expect(await screen.findByText('Failed to load news.')).toBeInTheDocument();
  });

  it('links the RSS feed visibly and in the document head', async () => {
    stubFetch({ [LIST]: { json: { news: [] } } });
    renderApp('/news');
    expect(await screen.findByRole('link', { name: 'News RSS feed' })).toHaveAttribute(
      'href',
      '/api/feeds/news.xml?lang=en',
    );
    expect(document.head.querySelector('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      'title',
      'Agaia Online News',
    );
  });
});
