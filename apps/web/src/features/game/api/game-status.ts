import type { GameStatus } from '@agaia/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { PUBLIC_QUERY } from '../../../lib/public-query.ts';
import { useSiteInfo } from '../../../lib/use-site-info.ts';
import { gameKeys } from './keys.ts';

/** The servers' status is read again this often while a page shows it. */
export const STATUS_REFRESH_MS = 60_000;

/** The answer's schema, loaded with the first answer the browser fetches (lib/answer-schemas.ts). */
const gameStatusSchema = () => import('../../../lib/answer-schemas.ts').then((schemas) => schemas.GameStatus);

/** GET /api/game/status: each game server's state; `servers` is null while the game does not answer. */
const gameStatusQueryOptions = queryOptions({
  queryKey: gameKeys.status,
  queryFn: ({ signal }) =>
    api.get<GameStatus>('/game/status', { schema: gameStatusSchema, signal, authRedirect: false }),
  staleTime: STATUS_REFRESH_MS / 2,
  meta: PUBLIC_QUERY,
});

/**
 * The status query, asked only when the site fronts a game back end (GAME_BACKEND=tera-api) and refreshed every
 * 60 s; `isEnabled` is false with no back end, where there is nothing to show.
 */
export function useGameStatus() {
  const isEnabled = useSiteInfo().data?.gameBackend === 'tera-api';
  const query = useQuery({
    ...gameStatusQueryOptions,
    enabled: isEnabled,
    refetchInterval: isEnabled ? STATUS_REFRESH_MS : false,
  });
  return { ...query, isEnabled };
}
