import { TwitchLinkResponse } from '@agaia/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { i18n } from '../../../i18n/i18n.ts';
import { ApiError, api } from '../../../lib/api.ts';
import { MessageAnswer } from '../../../lib/message-answer.ts';
import { twitchKeys } from './keys.ts';

/** GET /api/auth/twitch/link: answers the provider URL to send the browser to, as `url` (docs/product.md §9.1). */
export function useTwitchLink() {
  return useMutation({
    mutationFn: async () => {
      const { url } = await api.get('/auth/twitch/link', { schema: TwitchLinkResponse });
      if (url === '') throw new ApiError(200, {}, i18n.t('errors.badResponse'));
      return url;
    },
  });
}

/**
 * DELETE /api/auth/twitch/link: unlinks the Twitch account and forgets the drops read so far. `onUnlinked` refreshes
 * what else shows the link (the profile), and is awaited before the call counts as done.
 */
export function useTwitchUnlink({ onUnlinked }: { onUnlinked?: () => Promise<unknown> } = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete('/auth/twitch/link', { schema: MessageAnswer }),
    onSuccess: async () => {
      client.removeQueries({ queryKey: twitchKeys.all });
      await onUnlinked?.();
    },
  });
}
