import { useSearchParams } from 'react-router';
import { useListState } from '../../../../components/admin/use-list-state.ts';
import { UserEdit } from './user-edit.tsx';
import { UsersTable } from './users-table.tsx';

/** Account management (prime 2): the users table, or one user's edit view when the URL carries ?user={id}. */
export function ManagementSection() {
  const [params, setParams] = useSearchParams();
  // The table's state lives here, so going back from an edit finds the same search and page.
  const state = useListState();
  const userId = Number(params.get('user'));

  const openUser = (id: number | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id === null) next.delete('user');
      else next.set('user', String(id));
      return next;
    });

  if (Number.isInteger(userId) && userId > 0) {
    return <UserEdit key={userId} id={userId} onBack={() => openUser(null)} />;
  }
  return <UsersTable state={state} onOpen={openUser} />;
}
