import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../../lib/format.ts';
import { buildAdminNews } from '../../../../test/admin-builders.ts';
import { bodiesSent, queriesSent, type StubResponse, stubFetch } from '../../../../test/fetch-stub.ts';
import { buildUser, LAZY, renderApp } from '../../../../test/render-app.tsx';

const LIST = 'GET /api/admin/content/news';
const CREATE = 'POST /api/admin/content/news';
const editor = buildUser({ webMgt: 11 });

async function openNews(routes: Record<string, StubResponse> = {}, path = '/admin/news') {
  const mock = stubFetch({ [LIST]: { json: { news: [buildAdminNews()], total: 1 } }, ...routes });
  const view = renderApp(path, { user: editor });
  return { mock, ...view };
}

describe('admin news', () => {
  it('lists articles 15 a page with their status, category and dates', async () => {
    const { mock } = await openNews({
      [LIST]: {
        json: {
          news: [
            buildAdminNews(),
            buildAdminNews({ id: 8, title: 'Draft post', status: 'draft', publishedAt: null }),
          ],
          total: 32,
        },
      },
    });
    const table = await screen.findByRole('table', { name: 'News articles' }, LAZY);
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1] as HTMLElement).getByText('Season of Frost')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Events')).toBeInTheDocument();
    // The status badge, and the Published label of the dates.
    expect(within(rows[1] as HTMLElement).getAllByText('Published')).toHaveLength(2);
    expect(
      within(rows[1] as HTMLElement).getAllByText(formatDateTime('2025-06-02T10:00:00.000Z')),
    ).toHaveLength(2);
    expect(within(rows[2] as HTMLElement).getByText('Draft')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('N/A')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(Object.fromEntries(queriesSent(mock, LIST)[0] ?? [])).toEqual({ page: '1', limit: '15' });

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(queriesSent(mock, LIST).at(-1)?.get('page')).toBe('2'));
  });

  it("says 'Failed to fetch news articles.' when the list fails without a message", async () => {
    await openNews({ [LIST]: { status: 500 } });
    expect(await screen.findByText('Failed to fetch news articles.', {}, LAZY)).toBeInTheDocument();
  });

  it('requires title and body, then creates with category Updates and status draft', async () => {
    const created = buildAdminNews({
      id: 9,
      title: 'Hello',
      body: 'World',
      category: 'Updates',
      status: 'draft',
    });
    const { mock, router } = await openNews({
      [CREATE]: { status: 201, json: created },
      'GET /api/admin/content/news/9': { json: created },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'New Article' }, LAZY));
    expect(router.state.location.search).toBe('?new=');
    expect(screen.getByLabelText('Category')).toHaveValue('Updates');
    expect(screen.getByLabelText('Status')).toHaveValue('draft');

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Title is required.')).toBeInTheDocument();
    expect(screen.getByText('Body is required.')).toBeInTheDocument();
    expect(bodiesSent(mock, CREATE)).toEqual([]);

    await userEvent.type(screen.getByLabelText('Title'), 'Hello');
    await userEvent.type(screen.getByLabelText('Body'), 'World');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Article created.')).toBeInTheDocument();
    expect(bodiesSent(mock, CREATE)).toEqual([
      {
        title: 'Hello',
        snippet: '',
        body: 'World',
        category: 'Updates',
        status: 'draft',
        imageUrl: null,
        language: 'en',
      },
    ]);
    // The editor stays open on the new article, so a reload finds it.
    expect(router.state.location.search).toBe('?edit=9');
    expect(await screen.findByRole('heading', { name: 'Edit Article #9' })).toBeInTheDocument();
    expect(screen.getByText('Article created.')).toBeInTheDocument();
  });

  it("shows the server's message for a failed save, else 'Failed to create or update article or patch note.'", async () => {
    await openNews(
      {
        'GET /api/admin/content/news/7': { json: buildAdminNews() },
        'PUT /api/admin/content/news/7': {
          status: 400,
          json: {
            message: 'Title must be at most 200 characters.',
            fieldErrors: { title: ['Too long here.'] },
          },
        },
      },
      '/admin/news?edit=7',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }, LAZY));
    expect(await screen.findByText('Title must be at most 200 characters.')).toBeInTheDocument();
    expect(screen.getByText('Too long here.')).toBeInTheDocument();

    stubFetch({ 'PUT /api/admin/content/news/7': { status: 500 } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to create or update article or patch note.')).toBeInTheDocument();
  });

  it('uploads an image, fills in its URL and shows a thumbnail', async () => {
    const { mock } = await openNews(
      { 'POST /api/admin/media': { status: 201, json: { url: '/api/media/abc.png' } } },
      '/admin/news?new',
    );
    const file = new File(['png-bytes'], 'cover.png', { type: 'image/png' });
    await userEvent.upload(await screen.findByLabelText('Image file to upload', {}, LAZY), file);
    expect(await screen.findByText('Image uploaded.')).toBeInTheDocument();
    expect(screen.getByLabelText('Image')).toHaveValue('/api/media/abc.png');
    expect(screen.getByRole('img', { name: 'Image preview' })).toHaveAttribute('src', '/api/media/abc.png');
    const [sent] = bodiesSent(mock, 'POST /api/admin/media');
    expect(sent).toBeInstanceOf(FormData);
    expect((sent as FormData).get('file')).toBeInstanceOf(File);
  });

  it("shows the server's reason when an upload is refused", async () => {
    await openNews(
      {
        'POST /api/admin/media': {
          status: 400,
          json: { message: 'The file is not a PNG, JPEG, WebP, GIF or AVIF image.' },
        },
      },
      '/admin/news?new',
    );
    const file = new File(['nope'], 'cover.png', { type: 'image/png' });
    await userEvent.upload(await screen.findByLabelText('Image file to upload', {}, LAZY), file);
    expect(
      await screen.findByText('The file is not a PNG, JPEG, WebP, GIF or AVIF image.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Image')).toHaveValue('');
  });

  it('takes an image URL typed in and previews it', async () => {
    await openNews({}, '/admin/news?new');
    await userEvent.type(await screen.findByLabelText('Image', {}, LAZY), 'news/frost.webp');
    expect(screen.getByRole('img', { name: 'Image preview' })).toHaveAttribute('src', '/api/news/frost.webp');
  });

  it('renders the body as markdown in the live preview', async () => {
    await openNews({}, '/admin/news?new');
    await userEvent.type(await screen.findByLabelText('Body', {}, LAZY), '## Patch day\n\n**Bold** move');
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(await within(preview).findByRole('heading', { name: 'Patch day' })).toBeInTheDocument();
    expect(within(preview).getByText('Bold').tagName).toBe('STRONG');
    expect(screen.getByRole('tab', { name: 'Write' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Preview' }));
    expect(screen.getByRole('tab', { name: 'Preview' })).toHaveAttribute('aria-selected', 'true');
  });

  it('deletes after a confirmation, and says so', async () => {
    const { mock } = await openNews({
      'DELETE /api/admin/content/news/7': { json: { message: 'Article deleted.' } },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Delete article Season of Frost' }, LAZY),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete Article' }));
    expect(
      dialog.getByText('Delete the article "Season of Frost" (ID: 7)? This cannot be undone.'),
    ).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(bodiesSent(mock, 'DELETE /api/admin/content/news/7')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Delete article Season of Frost' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete Article' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('Article deleted.')).toBeInTheDocument();
    expect(bodiesSent(mock, 'DELETE /api/admin/content/news/7')).toHaveLength(1);
  });

  it("says 'Failed to delete article.' when the delete fails without a message", async () => {
    await openNews({ 'DELETE /api/admin/content/news/7': { status: 500 } });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Delete article Season of Frost' }, LAZY),
    );
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete Article' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('Failed to delete article.')).toBeInTheDocument();
  });
});
