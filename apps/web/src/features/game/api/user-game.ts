import { UserGame } from '@agaia/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { gameKeys } from './keys.ts';

/** GET /api/user/game: the logged-in player's characters and game coins (`available` false while the game is down). */
const userGameQueryOptions = queryOptions({
  queryKey: gameKeys.user,
  queryFn: ({ signal }) => api.get('/user/game', { schema: UserGame, signal }),
});

/** The player's game, read only when the site fronts a game back end (`isEnabled`). */
export function useUserGame(isEnabled: boolean) {
  return useQuery({ ...userGameQueryOptions, enabled: isEnabled });
}
