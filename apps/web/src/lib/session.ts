import type { LoginResponse } from '@agaia/contract';
import { localStore } from './browser.ts';

/** The local-storage key holding the login response (docs/product.md §3.1). */
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

/** The full check of a login response (the contract's schema), loaded when first needed. */
export type SessionCheck = () => Promise<(value: unknown) => boolean>;

/**
 * Whether a value has what the app reads of a login at once: a token, a name and the account's numbers. The store
 * checks it so at start, without zod (which is not in the code a page starts with); the contract's whole schema
 * checks it a moment later (`check`), and a login that fails it is forgotten.
 */
function looksLikeLogin(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const { accessToken, userName, accountDBID, webMgt, privilege } = value as Record<string, unknown>;
  return (
    typeof accessToken === 'string' &&
    accessToken !== '' &&
    typeof userName === 'string' &&
    [accountDBID, webMgt, privilege].every(Number.isSafeInteger)
  );
}

function parseUser(raw: string | null): SessionUser | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return looksLikeLogin(value) ? value : null;
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

/**
 * Creates a session store backed by the given storage (localStorage in the app, a fresh one in tests); `check`, when
 * given, checks each user it takes in full once loaded, and forgets one that fails.
 */
export function createSessionStore(storage: Storage, check?: SessionCheck): SessionStore {
  let user: SessionUser | null = null;
  const listeners = new Set<Listener>();
  const set = (next: SessionUser | null) => {
    user = next;
    for (const listener of listeners) listener();
  };
  const checkInFull = (taken: SessionUser) => {
    if (!check) return;
    check().then(
      (isValid) => {
        if (user !== taken || isValid(taken)) return;
        safely(() => storage.removeItem(SESSION_STORAGE_KEY));
        set(null);
      },
      // The check's code did not load (offline): the server still refuses a token it does not know.
      () => {},
    );
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
      if (stored) checkInFull(stored);
      return stored;
    },
    save(response) {
      if (!looksLikeLogin(response)) return false;
      safely(() => storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(response)));
      set(response);
      checkInFull(response);
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
export const session = createSessionStore(localStore(), () =>
  import('./answer-schemas.ts').then(
    ({ LoginResponse }) =>
      (value) =>
        LoginResponse.safeParse(value).success,
  ),
);

/** Keeps the store in step with logins and logouts made in other tabs; answers the stop function. */
export function syncAcrossTabs(store: SessionStore, target: Window = window): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === SESSION_STORAGE_KEY || event.key === null) store.restore();
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}
