import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildPatchNoteSummary } from '../../test/content-builders.ts';
import { queriesSent, stubFetch } from '../../test/fetch-stub.ts';
import { renderApp } from '../../test/render-app.tsx';

const LIST = 'GET /api/content/patchnotes/';
const originalTimeZone = process.env.TZ;

afterEach(() => {
  process.env.TZ = originalTimeZone;
});

describe('patch note list', () => {
  it('shows the loading state, then a card per note with the ARCHIVE sidebar', async () => {
    const fetchMock = stubFetch({
      [LIST]: {
        json: {
          patchNotes: [
            buildPatchNoteSummary({
              id: 2,
              version: '1.0.2',
              title: 'Dungeon balance',
              releaseDate: '2025-07-01',
            }),
            buildPatchNoteSummary(),
          ],
        },
      },
    });
    renderApp('/patch-notes');
    expect(await screen.findByText('Loading Patch Notes...', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'PATCH NOTES' })).toBeInTheDocument();

    const card = await screen.findByRole('article', { name: 'Dungeon balance' });
    expect(within(card).getByText('Version 1.0.2')).toBeInTheDocument();
    expect(within(card).getByText('July 1, 2025')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      '/patch-notes/2',
    );
    const second = screen.getByRole('article', { name: 'Launch fixes' });
    expect(within(second).getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      '/patch-notes/1',
    );

    const archive = screen.getByRole('complementary', { name: 'ARCHIVE' });
    expect(within(archive).getByText('Patch history index coming soon.')).toBeInTheDocument();
    expect(document.title).toBe('Patch Notes · Agaia Online');
    // The page's limit of 15 is never forwarded (docs/product.md §7.2): only the page's language is sent.
    expect(queriesSent(fetchMock, LIST).map((query) => query.toString())).toEqual(['lang=en']);
  });

  it('accepts a bare list, on the /patchNotes path too', async () => {
    stubFetch({ [LIST]: { json: [buildPatchNoteSummary({ title: 'Bare list' })] } });
    renderApp('/patchNotes');
    expect(await screen.findByRole('heading', { level: 2, name: 'Bare list' })).toBeInTheDocument();
  });

  it("shows 'N/A' for a missing release date and 'Invalid Date' for an unparsable one", async () => {
    stubFetch({
      [LIST]: {
        json: {
          patchNotes: [
            { id: 1, version: '0.9', title: 'No date' },
            buildPatchNoteSummary({ id: 2, title: 'Bad date', releaseDate: 'someday' }),
          ],
        },
      },
    });
    renderApp('/patch-notes');
    const noDate = await screen.findByRole('article', { name: 'No date' });
    expect(within(noDate).getByText('N/A')).toBeInTheDocument();
    const badDate = screen.getByRole('article', { name: 'Bad date' });
    expect(within(badDate).getByText('Invalid Date')).toBeInTheDocument();
  });

  it('shows a year-month-day release date as that calendar day west of UTC', async () => {
    process.env.TZ = 'America/Sao_Paulo';
    stubFetch({ [LIST]: { json: { patchNotes: [buildPatchNoteSummary({ releaseDate: '2025-06-01' })] } } });
    renderApp('/patch-notes');
    const card = await screen.findByRole('article', { name: 'Launch fixes' });
    expect(within(card).getByText('June 1, 2025')).toBeInTheDocument();
    expect(within(card).getByText('June 1, 2025').closest('time')).toHaveAttribute('datetime', '2025-06-01');
  });

  it('shows the empty state without the ARCHIVE sidebar', async () => {
    stubFetch({ [LIST]: { json: { patchNotes: [] } } });
    renderApp('/patch-notes');
    expect(await screen.findByText('No patch notes found.')).toBeInTheDocument();
    expect(screen.queryByText('ARCHIVE')).not.toBeInTheDocument();
    expect(screen.queryByText('Patch history index coming soon.')).not.toBeInTheDocument();
  });

  it("shows the server's message when the list fails", async () => {
    stubFetch({ [LIST]: { status: 503, json: { message: 'Patch notes are resting.' } } });
    renderApp('/patch-notes');
    expect(await screen.findByText('Patch notes are resting.')).toBeInTheDocument();
    expect(screen.queryByText('ARCHIVE')).not.toBeInTheDocument();
  });

  it("falls back to 'Failed to load patch notes.' without a server message", async () => {
    stubFetch({ [LIST]: { status: 500, text: 'oops' } });
    renderApp('/patch-notes');
    expect(await screen.findByText('Failed to load patch notes.')).toBeInTheDocument();
  });

  it('links the RSS feed visibly and in the document head while mounted', async () => {
    stubFetch({ [LIST]: { json: { patchNotes: [] } } });
    const { router } = renderApp('/patch-notes');
    expect(await screen.findByRole('link', { name: 'Patch notes RSS feed' })).toHaveAttribute(
      'href',
      '/api/feeds/patch-notes.xml?lang=en',
    );
    await waitFor(() =>
      expect(
        document.head.querySelector('link[rel="alternate"][type="application/rss+xml"]'),
      ).toHaveAttribute('href', '/api/feeds/patch-notes.xml?lang=en'),
    );
    await screen.findByText('No patch notes found.');
    stubFetch({ 'GET /api/content/news': { json: { news: [] } } });
    await router.navigate('/news');
    await screen.findByText('No news articles found at the moment.');
    const feeds = [...document.head.querySelectorAll('link[rel="alternate"]')].map((link) =>
      link.getAttribute('href'),
    );
    expect(feeds).toEqual(['/api/feeds/news.xml?lang=en']);
  });
});
