import { describe, expect, it } from 'vitest';
import { buildAdminNews, isInvalidated, renderAdminHook } from '../../../../test/admin-builders.ts';
import { stubFetch } from '../../../../test/fetch-stub.ts';
import { contentQueryKeys } from '../../api/content-query.ts';
import { contentListQueryOptions } from './content-list.ts';
import { useDeleteContent } from './delete-content.ts';
import { NEWS_ENDPOINT } from './endpoints.ts';
import { useSaveContent } from './save-content.ts';

const publicList = contentQueryKeys.news(20, 'en');
const adminList = contentListQueryOptions(NEWS_ENDPOINT, 1).queryKey;

describe('content writes', () => {
  it("a save marks the public news and the kind's admin list stale", async () => {
    stubFetch({ 'PUT /api/admin/content/news/7': { json: buildAdminNews() } });
    const { client, result } = renderAdminHook(() => useSaveContent(NEWS_ENDPOINT), [publicList, adminList]);
    await result.current.mutateAsync({ id: 7, body: { title: 'Season of Frost', body: 'Snow.' } });
    expect(isInvalidated(client, publicList)).toBe(true);
    expect(isInvalidated(client, adminList)).toBe(true);
  });

  it('a delete marks the public news stale, and reads its answer with the contract', async () => {
    stubFetch({ 'DELETE /api/admin/content/news/7': { json: { message: 'Article deleted.' } } });
    const { client, result } = renderAdminHook(() => useDeleteContent(NEWS_ENDPOINT), [publicList]);
    expect(await result.current.mutateAsync(7)).toEqual({ message: 'Article deleted.' });
    expect(isInvalidated(client, publicList)).toBe(true);
  });
});
