import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildPatchNote } from '../../test/content-builders.ts';
import { stubFetch } from '../../test/fetch-stub.ts';
import { renderApp } from '../../test/render-app.tsx';

const NOTE = 'GET /api/content/patchnotes/1';

function fact(term: string) {
  return screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
}

describe('patch note detail', () => {
  it('shows the loading state, then the note with its markdown body', async () => {
    stubFetch({ [NOTE]: { json: buildPatchNote() } });
    renderApp('/patch-notes/1');
    expect(await screen.findByText('Loading patch note...')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Version 1.0.1 - Launch fixes' }),
    ).toBeInTheDocument();
    expect(fact('Version')).toBe('1.0.1');
    expect(fact('Release Date')).toBe('June 24, 2025');
    const article = screen.getByRole('article');
    expect(within(article).getByRole('heading', { level: 2, name: 'Fixes' })).toBeInTheDocument();
    expect(within(article).getByRole('listitem')).toHaveTextContent('Hair colour kept.');
    const table = within(article).getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Area' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'Queue estimate' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Patch Notes' })).toHaveAttribute('href', '/patch-notes');
    expect(document.title).toBe('Version 1.0.1 - Launch fixes · Agaia Online');
  });

  it('answers on /patchNotes/{id} too', async () => {
    stubFetch({ [NOTE]: { json: buildPatchNote({ title: 'Old path' }) } });
    renderApp('/patchNotes/1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Version 1.0.1 - Old path' }),
    ).toBeInTheDocument();
  });

  it("shows 'N/A' and 'Invalid Date' for a missing or unparsable release date", async () => {
    const { releaseDate: _dropped, ...withoutDate } = buildPatchNote();
    stubFetch({
      [NOTE]: { json: withoutDate },
      'GET /api/content/patchnotes/2': { json: buildPatchNote({ id: 2, releaseDate: '2025-13-45x' }) },
    });
    const { router } = renderApp('/patch-notes/1');
    await screen.findByRole('article');
    expect(fact('Release Date')).toBe('N/A');
    await router.navigate('/patch-notes/2');
    await screen.findByText('Invalid Date');
  });

  it("shows 'Patch note not found.' for a 404", async () => {
    stubFetch({ [NOTE]: { status: 404, json: { message: 'Patch note not found.' } } });
    renderApp('/patch-notes/1');
    expect(await screen.findByText('Patch note not found.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Patch Note' })).toHaveClass('visually-hidden');
  });

  it("shows 'Patch note not found.' for an id that cannot exist, without asking the server", async () => {
    const fetchMock = stubFetch();
    renderApp('/patch-notes/not-a-number');
    expect(await screen.findByText('Patch note not found.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([input]) => String(input))).not.toContain(
      expect.stringContaining('/content/'),
    );
  });

  it.each([
    ['without a body', { id: 1, version: '1.0.1', title: 'Launch fixes', releaseDate: '2025-06-24' }],
    ['with an empty body', buildPatchNote({ body: '   ' })],
    ['with nothing at all', undefined],
  ])('shows the invalid-content error for an answer %s', async (_case, json) => {
    stubFetch({ [NOTE]: json === undefined ? { text: '' } : { json } });
    renderApp('/patch-notes/1');
    expect(await screen.findByText('Full patch note content not found or is invalid.')).toBeInTheDocument();
  });

  it("shows the server's message when the call fails", async () => {
    stubFetch({ [NOTE]: { status: 503, json: { message: 'Notes are resting.' } } });
    renderApp('/patch-notes/1');
    expect(await screen.findByText('Notes are resting.')).toBeInTheDocument();
  });

  it("falls back to 'Failed to load patch note details.' without a server message", async () => {
    stubFetch({ [NOTE]: { status: 500, text: 'oops' } });
    renderApp('/patch-notes/1');
    expect(await screen.findByText('Failed to load patch note details.')).toBeInTheDocument();
  });
});
