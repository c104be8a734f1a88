import { INT32_MAX, type PageSize } from '@agaia/contract';

/** 'All' still has a ceiling: a browser table of a million rows helps nobody. */
const ALL_ROWS_CEILING = 5_000;

/** LIMIT and OFFSET for a page of an admin table. */
export function pageWindow(page: number, pageSize: PageSize): { limit: number; offset: number } {
  if (pageSize === 'all') return { limit: ALL_ROWS_CEILING, offset: 0 };
  const size = Number(pageSize);
  return { limit: size, offset: (page - 1) * size };
}

/** A LIKE pattern matching the text anywhere, with the user's own % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The search as an id when it is a whole number up to INT32_MAX: ids are 32-bit, benefit_id an integer. */
export function searchAsId(text: string): number | undefined {
  if (!/^\d{1,10}$/.test(text)) return undefined;
  const id = Number(text);
  return id <= INT32_MAX ? id : undefined;
}
