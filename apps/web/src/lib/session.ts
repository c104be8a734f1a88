import { LoginResponse } from '@agaia/contract';
import { localStore } from './browser.ts';

/** The local-storage key holding the login response (SPEC §3). */
export const SESSION_STORAGE_KEY = 'user';

/** The logged-in user: the stored login response. */
export type SessionUser = LoginResponse;

type Listener = () => void;

/** A session store over a Storage: the one source of truth for who is logged in. */
export type SessionStore = {
  /** The current user, or null when logged out. */
  get(): SessionUser | null;
  /** Reads the stored user once at start; junk (bad JSON, no accessToken) is removed. */
  restore(): SessionUser | null;
  /** Stores a login response when it holds an accessToken; answers whether it did. */
  save(response: unknown): boolean;
  /** Forgets the user and removes the stored copy. */
  clear(): void;
  /** Calls the listener on every change; answers the unsubscribe function. */
  subscribe(listener: Listener): () => void;
};

function parseUser(raw: string | null): SessionUser | null {
  if (raw === null) return null;
  try {
    const result = LoginResponse.safeParse(JSON.parse(raw));
    return result.success && result.data.accessToken !== '' ? result.data : null;
  } catch {
    return null;
  }
}

function safely(action: () => void): void {
  try {
    action();
  } catch {
    // Storage can be unavailable (private mode, quota); the in-memory session still works.
  }
}

/** Creates a session store backed by the given storage (localStorage in the app, a fresh one in tests). */
export function createSessionStore(storage: Storage): SessionStore {
  let user: SessionUser | null = null;
  const listeners = new Set<Listener>();
  const set = (next: SessionUser | null) => {
    user = next;
    for (const listener of listeners) listener();
  };

  return {
    get: () => user,
    restore() {
      let raw: string | null = null;
      safely(() => {
        raw = storage.getItem(SESSION_STORAGE_KEY);
      });
      const stored = parseUser(raw);
      if (raw !== null && stored === null) safely(() => storage.removeItem(SESSION_STORAGE_KEY));
      set(stored);
      return stored;
    },
    save(response) {
      const parsed = LoginResponse.safeParse(response);
      if (!parsed.success || parsed.data.accessToken === '') return false;
      safely(() => storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(response)));
      set(parsed.data);
      return true;
    },
    clear() {
      safely(() => storage.removeItem(SESSION_STORAGE_KEY));
      if (user !== null) set(null);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app's session, backed by localStorage (empty while the server renders a page). */
export const session = createSessionStore(localStore());

/** Keeps the store in step with logins and logouts made in other tabs; answers the stop function. */
export function syncAcrossTabs(store: SessionStore, target: Window = window): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === SESSION_STORAGE_KEY || event.key === null) store.restore();
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}
