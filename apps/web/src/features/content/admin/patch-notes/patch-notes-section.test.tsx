import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildAdminPatchNote } from '../../../../test/admin-builders.ts';
import { bodiesSent, type StubResponse, stubFetch } from '../../../../test/fetch-stub.ts';
import { buildUser, LAZY, renderApp } from '../../../../test/render-app.tsx';

const LIST = 'GET /api/admin/content/patchnotes';
const CREATE = 'POST /api/admin/content/patchnotes';

function openPatchNotes(routes: Record<string, StubResponse> = {}, path = '/admin/patch-notes') {
  const mock = stubFetch({ [LIST]: { json: { patchNotes: [buildAdminPatchNote()], total: 1 } }, ...routes });
  const view = renderApp(path, { user: buildUser({ webMgt: 7 }) });
  return { mock, ...view };
}

describe('admin patch notes', () => {
  it('lists patch notes with version, release date and status', async () => {
    openPatchNotes();
    const table = await screen.findByRole('table', { name: 'Patch notes' }, LAZY);
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(row).getByText('1.2.0')).toBeInTheDocument();
    expect(within(row).getByText('June 20, 2025')).toBeInTheDocument();
    expect(within(row).getByText('Draft')).toBeInTheDocument();
  });

  it("says 'Failed to fetch patch notes.' when the list fails without a message", async () => {
    openPatchNotes({ [LIST]: { status: 500 } });
    expect(await screen.findByText('Failed to fetch patch notes.', {}, LAZY)).toBeInTheDocument();
  });

  it('requires version, title, release date and body, then saves a draft', async () => {
    const created = buildAdminPatchNote({ id: 4, version: '1.3.0' });
    const { mock } = openPatchNotes({
      [CREATE]: { status: 201, json: created },
      'GET /api/admin/content/patchnotes/4': { json: created },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'New Patch Note' }, LAZY));
    expect(screen.getByLabelText('Status')).toHaveValue('draft');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    for (const message of [
      'Version is required.',
      'Title is required.',
      'Release date is required.',
      'Body is required.',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(bodiesSent(mock, CREATE)).toEqual([]);

    await userEvent.type(screen.getByLabelText('Version'), '1.3.0');
    await userEvent.type(screen.getByLabelText('Title'), 'Frost update');
    fireEvent.change(screen.getByLabelText('Release Date'), { target: { value: '2025-07-01' } });
    await userEvent.type(screen.getByLabelText('Body'), '- New dungeon');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Patch note created.')).toBeInTheDocument();
    expect(bodiesSent(mock, CREATE)).toEqual([
      {
        version: '1.3.0',
        title: 'Frost update',
        releaseDate: '2025-07-01',
        body: '- New dungeon',
        status: 'draft',
        language: 'en',
      },
    ]);
  });

  it('edits an existing patch note and publishes it', async () => {
    const note = buildAdminPatchNote();
    const { mock } = openPatchNotes({
      'GET /api/admin/content/patchnotes/3': { json: note },
      'PUT /api/admin/content/patchnotes/3': { json: { ...note, status: 'published' } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit patch note 1.2.0' }, LAZY));
    expect(await screen.findByLabelText('Version')).toHaveValue('1.2.0');
    expect(screen.getByLabelText('Release Date')).toHaveValue('2025-06-20');
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByRole('heading', { name: 'Changes' })).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Published');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Patch note saved.')).toBeInTheDocument();
    expect(bodiesSent(mock, 'PUT /api/admin/content/patchnotes/3')).toEqual([
      {
        version: '1.2.0',
        title: 'Balance pass',
        releaseDate: '2025-06-20',
        body: note.body,
        status: 'published',
        language: 'en',
      },
    ]);
  });

  it("says 'Failed to delete patch note.' when the delete fails without a message", async () => {
    openPatchNotes({ 'DELETE /api/admin/content/patchnotes/3': { status: 500 } });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete patch note 1.2.0' }, LAZY));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete Patch Note' }));
    expect(
      dialog.getByText('Delete the patch note 1.2.0 "Balance pass" (ID: 3)? This cannot be undone.'),
    ).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete patch note.')).toBeInTheDocument();
  });
});
