/** A number typed into a text field; empty or junk becomes NaN so the contract schema names the field. */
export function toNumber(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

/** A datetime-local value ('2025-06-24T15:05', local time) as an ISO instant with its zone; '' when empty or junk. */
export function localToIso(local: string): string {
  if (local.trim() === '') return '';
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO instant as a datetime-local value in local time; '' when absent or unparsable. */
export function isoToLocal(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${day}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The detail of a failure for a '… {detail}' message: the error's own message, else nothing. */
export function detailOf(error: unknown): string {
  return error instanceof Error ? error.message : '';
}
