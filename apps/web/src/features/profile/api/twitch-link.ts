import { useMutation, useQueryClient } from '@tanstack/react-query';
import { i18n } from '../../../i18n/i18n.ts';
import { ApiError, api } from '../../../lib/api.ts';
import { twitchKeys } from '../../twitch/api/keys.ts';
import { profileQueryKey } from './profile.ts';

/** GET /api/auth/twitch/link: answers the provider URL to send the browser to (SPEC §7 reads its `url`). */
export function useTwitchLink() {
  return useMutation({
    mutationFn: async () => {
      const answer = await api.get<unknown>('/auth/twitch/link');
      const url = typeof answer === 'object' && answer !== null && 'url' in answer ? answer.url : undefined;
      if (typeof url !== 'string' || url === '') throw new ApiError(200, {}, i18n.t('errors.badResponse'));
      return url;
    },
  });
}

/** DELETE /api/auth/twitch/link: unlinks the Twitch account; the profile and the drops are read again. */
export function useTwitchUnlink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<unknown>('/auth/twitch/link'),
    onSuccess: async () => {
      client.removeQueries({ queryKey: twitchKeys.all });
      await client.invalidateQueries({ queryKey: profileQueryKey });
    },
  });
}
