import type { NewsArticle, NewsSummary, PatchNote, PatchNoteSummary } from '@agaia/contract';

/** A news summary as GET /api/content/news answers it, with overridable fields (tests only). */
export function buildNews(overrides: Partial<NewsSummary> = {}): NewsSummary {
  const at = new Date(2025, 5, 24, 15, 5).toISOString();
  return {
    id: 1,
    title: 'Season One begins',
    snippet: 'The gates are open.',
    category: 'Announcements',
    imageUrl: null,
    date: at,
    publishedAt: at,
    createdAt: at,
    language: 'en',
    ...overrides,
  };
}

/** A news article as GET /api/content/news/{id} answers it (tests only). */
export function buildArticle(overrides: Partial<NewsArticle> = {}): NewsArticle {
  return {
    ...buildNews(),
    body: '## Welcome\n\nSee you in **Arborea**!',
    versions: [{ id: overrides.id ?? 1, language: overrides.language ?? 'en' }],
    ...overrides,
  };
}

/** A patch note summary as GET /api/content/patchnotes/ answers it (tests only). */
export function buildPatchNoteSummary(overrides: Partial<PatchNoteSummary> = {}): PatchNoteSummary {
  return {
    id: 1,
    version: '1.0.1',
    title: 'Launch fixes',
    releaseDate: '2025-06-24',
    language: 'en',
    ...overrides,
  };
}

/** A patch note as GET /api/content/patchnotes/{id} answers it (tests only). */
export function buildPatchNote(overrides: Partial<PatchNote> = {}): PatchNote {
  return {
    ...buildPatchNoteSummary(),
    body: '## Fixes\n\n- Hair colour kept.\n\n| Area | Change |\n|---|---|\n| Login | Queue estimate |',
    versions: [{ id: overrides.id ?? 1, language: overrides.language ?? 'en' }],
    ...overrides,
  };
}
