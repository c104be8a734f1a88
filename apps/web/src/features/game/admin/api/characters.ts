import { AdminCharacterList } from '@agaia/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';
import { gameAdminKeys } from './keys.ts';

/** GET /api/admin/game/characters?accountDBID=: the account's user name and its characters on every server. */
function adminCharactersQueryOptions(accountDBID: number) {
  return queryOptions({
    queryKey: gameAdminKeys.characters(accountDBID),
    queryFn: ({ signal }) =>
      api.get('/admin/game/characters', { query: { accountDBID }, schema: AdminCharacterList, signal }),
  });
}

/** The characters of the searched account; idle until an account ID is searched. */
export function useAdminCharacters(accountDBID: number | null) {
  return useQuery({ ...adminCharactersQueryOptions(accountDBID ?? 0), enabled: accountDBID !== null });
}
