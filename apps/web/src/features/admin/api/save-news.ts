import { AdminNews, type NewsInput } from '@agaia/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { adminKeys } from './keys.ts';
import { newsArticleKey } from './news-article.ts';

/** POST /api/admin/content/news (201) without an id, PUT /api/admin/content/news/{id} with one: the saved article. */
export function useSaveNews() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: NewsInput }) =>
      id === undefined
        ? api.post('/admin/content/news', { body, schema: AdminNews })
        : api.put(`/admin/content/news/${id}`, { body, schema: AdminNews }),
    onSuccess: (saved) => {
      client.setQueryData(newsArticleKey(saved.id), saved);
      return client.invalidateQueries({ queryKey: [...adminKeys.news, 'list'] });
    },
  });
}
