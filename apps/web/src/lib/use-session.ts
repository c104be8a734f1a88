import { useCallback, useSyncExternalStore } from 'react';
import { adoptAccountLanguage } from './account-language.ts';
import { api } from './api.ts';
import { navigateTo } from './navigation.ts';
import { type SessionUser, session } from './session.ts';

/** Ends the session: revokes it on the server (a failure is ignored), forgets it here and goes to /login. */
export async function logout(): Promise<void> {
  if (session.get()) {
    try {
      // Its answer is not read: the session ends here either way.
      await api.delete('/auth/session', { authRedirect: false });
    } catch {
      // The local session ends regardless; an unreachable server must not keep the user logged in.
    }
  }
  session.clear();
  navigateTo('/login');
}

// The server renders every page for a visitor; hydration starts from the same and then shows the stored user.
const noUser = () => null;

/** The current user, read from the session store and re-rendered on every change. */
export function useUser(): SessionUser | null {
  return useSyncExternalStore(session.subscribe, session.get, noUser);
}

/** The session for components: the user, login(response) to store a login answer, logout(). */
export function useSession(): {
  user: SessionUser | null;
  login: (response: unknown) => boolean;
  logout: () => Promise<void>;
} {
  const user = useUser();
  const login = useCallback((response: unknown) => {
    const saved = session.save(response);
    if (saved) adoptAccountLanguage(response);
    return saved;
  }, []);
  return { user, login, logout };
}
