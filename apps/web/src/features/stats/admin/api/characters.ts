import { CharacterStats } from '@agaia/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';
import { statsAdminKeys } from './keys.ts';

/**
 * GET /api/admin/stats/characters (Character Stats, prime 23): the characters in tera-api's database, all servers and
 * each one; `connected: false` without a game back end, 503 with a message while the game's database does not answer.
 */
const characterStatsQueryOptions = queryOptions({
  queryKey: statsAdminKeys.view('characters'),
  queryFn: ({ signal }) => api.get('/admin/stats/characters', { schema: CharacterStats, signal }),
});

/** The character counts. */
export function useCharacterStats() {
  return useQuery(characterStatsQueryOptions);
}
