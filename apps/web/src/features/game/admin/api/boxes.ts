import { GameBoxList } from '@agaia/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';
import { gameAdminKeys } from './keys.ts';

/** GET /api/admin/game/boxes: tera-api's box templates ([] with no game back end; 503 while the game is down). */
const gameBoxesQueryOptions = queryOptions({
  queryKey: gameAdminKeys.boxes,
  queryFn: ({ signal }) => api.get('/admin/game/boxes', { schema: GameBoxList, signal }),
  select: (list) => list.boxes,
  staleTime: 5 * 60 * 1000,
});

/** The box templates for the product and reward editors' pickers, read only under a game back end (`isEnabled`). */
export function useGameBoxes(isEnabled: boolean) {
  return useQuery({ ...gameBoxesQueryOptions, enabled: isEnabled });
}
