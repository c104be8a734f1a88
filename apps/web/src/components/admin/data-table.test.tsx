import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentProps, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type Column, DataTable } from './data-table.tsx';

type Row = { id: number; name: string };

const columns: Column<Row>[] = [
  { key: 'id', header: 'ID', cell: (row) => row.id, isNumeric: true },
  { key: 'name', header: 'Name', cell: (row) => row.name },
];
const rows: Row[] = [
  { id: 1, name: 'Aria' },
  { id: 2, name: 'Brutus' },
];

function renderTable(props: Partial<ComponentProps<typeof DataTable<Row>>> = {}) {
  return render(
    <DataTable
      caption="Players"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      empty="Nobody."
      {...props}
    />,
  );
}

describe('the admin data table', () => {
  it("labels every cell with its column's name, for the cards a phone shows instead of the table", () => {
    renderTable({
      actions: (row) => [{ key: 'edit', label: 'Edit', ariaLabel: `Edit ${row.name}`, onClick: () => {} }],
    });
    const aria = screen.getByRole('row', { name: /Aria/ });
    expect(
      within(aria)
        .getAllByRole('cell')
        .map((cell) => cell.dataset.label),
    ).toEqual(['ID', 'Name', 'Actions']);
  });

  it('says Loading... over the outline of a table instead of the table until the first answer', () => {
    renderTable({ isLoading: true });
    const loading = screen.getByRole('status');
    expect(loading).toHaveTextContent(/^Loading\.\.\.$/);
    expect(loading.querySelector('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows why the list failed above an empty table, with the empty row across every column', () => {
    renderTable({ rows: [], error: 'Failed to fetch players.', actions: () => [] });
    expect(screen.getByText('Failed to fetch players.')).toBeInTheDocument();
    const cell = screen.getByRole('cell', { name: 'Nobody.' });
    expect(cell).toHaveAttribute('colspan', '3');
  });

  it('adds an Actions column whose buttons are named after their row', async () => {
    const onEdit = vi.fn();
    renderTable({
      actions: (row) => [
        { key: 'edit', label: 'Edit', ariaLabel: `Edit ${row.name}`, onClick: () => onEdit(row.id) },
        {
          key: 'ban',
          label: 'Ban',
          ariaLabel: `Ban ${row.name}`,
          variant: 'danger',
          isDisabled: row.id === 2,
          onClick: () => {},
        },
      ],
    });
    const table = screen.getByRole('table', { name: 'Players' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['ID', 'Name', 'Actions']);
    expect(screen.getByRole('button', { name: 'Ban Brutus' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Brutus' }));
    expect(onEdit).toHaveBeenCalledWith(2);
  });

  it('opens a row to its details and closes it again', async () => {
    renderTable({
      details: {
        header: 'Details',
        toggleLabel: (row) => `Show ${row.name}`,
        render: (row) => `All about ${row.name}`,
      },
    });
    const toggle = screen.getByRole('button', { name: 'Show Aria' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const details = screen.getByText('All about Aria').closest('tr');
    expect(toggle).toHaveAttribute('aria-controls', details?.id);
    expect(screen.queryByText('All about Brutus')).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(screen.queryByText('All about Aria')).not.toBeInTheDocument();
  });

  it('pages: Next and Previous move between the pages the total makes', async () => {
    renderPaged('10', 25);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByText('25 total')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
  });

  it("says when the server capped 'All'", () => {
    renderPaged('all', 5000);
    expect(
      screen.getByText('Showing the first 2 of 5,000 rows. Search to narrow the list.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
  });
});

function renderPaged(pageSize: string, total: number) {
  function Paged() {
    const [page, setPage] = useState(1);
    return (
      <DataTable
        caption="Players"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        empty="Nobody."
        paging={{ page, pageSize, total, onPage: setPage }}
      />
    );
  }
  return render(<Paged />);
}
