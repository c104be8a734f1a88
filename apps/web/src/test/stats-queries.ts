import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onTestFinished, vi } from 'vitest';

// Queries of the admin statistics views: panels, tiles, figures and their tables, downloads. Tests only.

type Scope = ReturnType<typeof within>;

/** A panel of a statistics view, by its heading ('Accounts', 'Referrals'). */
export function statsPanel(name: string): Scope {
  return within(screen.getByRole('region', { name }));
}

/** The value of a tile, by its label; its detail line too when it has one ('8 · in the period'). */
export function tileText(scope: Scope, label: string): string {
  const term = scope.getByText(label, { selector: 'dt' });
  const values: string[] = [];
  for (let node = term.nextElementSibling; node?.tagName === 'DD'; node = node.nextElementSibling) {
    values.push((node.textContent ?? '').replace(/\s+/g, ' ').trim());
  }
  return values.join(' · ');
}

/** Each row of a table as its cells' texts joined by ' | ', the header row first. */
export function rowsOf(table: HTMLElement): string[] {
  return within(table)
    .getAllByRole('row')
    .map((row) =>
      Array.from(row.querySelectorAll('th, td'))
        .map((cell) => (cell.textContent ?? '').replace(/\s+/g, ' ').trim())
        .join(' | '),
    );
}

/** Switches a figure (by its caption) to its table and answers the table's rows. */
export async function figureTableRows(scope: Scope, caption: string): Promise<string[]> {
  const figure = within(scope.getByRole('figure', { name: caption }));
  await userEvent.click(figure.getByRole('button', { name: 'Table' }));
  return rowsOf(figure.getByRole('table', { name: caption }));
}

/** Catches the files the page downloads (a Blob behind a link's click): each one's name and text. */
export function captureDownloads() {
  const blobs = new Map<string, Blob>();
  const files: { name: string; read: () => Promise<string> }[] = [];
  // jsdom has no object URLs: these stand in for the test, then the originals (none) come back.
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  };
  URL.revokeObjectURL = () => {};
  onTestFinished(() => {
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob) files.push({ name: this.download, read: () => blob.text() });
  });
  return files;
}
