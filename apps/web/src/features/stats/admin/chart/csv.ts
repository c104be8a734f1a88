/** A CSV cell's value: text or a number; nothing is an empty cell. */
export type CsvValue = string | number | null | undefined;

/**
 * One CSV cell (RFC 4180: quoted, inner quotes doubled). A value that a spreadsheet would run as a formula (starting
 * with =, +, -, @, a tab or a carriage return) gets a leading apostrophe, as OWASP advises against CSV injection: the
 * same rule as the audit log's export (apps/api/src/features/admin-accounts/csv.ts).
 */
export function csvCell(value: CsvValue): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** Rows of cells as CSV text, every cell quoted, lines ended with CRLF. */
export function toCsv(rows: readonly (readonly CsvValue[])[]): string {
  return rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}

/** A file name from a chart's name and what it covers: 'registrations-2026-10-26-to-2026-11-24.csv'. */
export function csvFileName(...parts: readonly string[]): string {
  const name = parts
    .join('-')
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
  return `${name || 'figures'}.csv`;
}

/** Saves CSV text as a file through a temporary link (the browser's download). */
export function downloadCsv(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/** A period chart's file name: 'registrations-2026-10-26-to-2026-11-24.csv'. */
export function periodFileName(name: string, period: { from: string; to: string }): string {
  return csvFileName(name, period.from, 'to', period.to);
}
