import type { StatusKind } from './status-message.tsx';

/** How long a success or info toast stays by default; an error stays until it is closed. */
export const TOAST_DEFAULT_MS = 5000;
/** How many toasts show at once; the newest win. */
export const TOAST_MAX_VISIBLE = 3;

/** What an action's outcome hands to `showToast`. */
export type ToastInput = {
  kind: StatusKind;
  text: string;
  /** A later toast with the same id replaces this one (one place's latest outcome); by default kind and text. */
  id?: string;
  /**
   * Success and info only: how long it stays (the profile's 4 s and 5 s notes, docs/product.md §4.2); default
   * TOAST_DEFAULT_MS.
   */
  durationMs?: number;
};

/** A toast in the corridor: `key` is new on every show, so a replaced toast restarts its time and is announced again. */
export type Toast = { key: number; id: string; kind: StatusKind; text: string; durationMs: number | null };

const listeners = new Set<() => void>();
let toasts: readonly Toast[] = [];
let nextKey = 1;

function set(next: readonly Toast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

/**
 * Past the visible few, an older success or info goes (its news is stale); an older error waits, hidden, until a
 * place is free, because an error stays until the user closes it.
 */
function trim(list: Toast[]): Toast[] {
  const kept = [...list];
  while (kept.length > TOAST_MAX_VISIBLE) {
    const stale = kept.slice(0, kept.length - TOAST_MAX_VISIBLE).findIndex((toast) => toast.kind !== 'error');
    if (stale === -1) break;
    kept.splice(stale, 1);
  }
  return kept;
}

/** Shows an action's outcome as a toast in the page's corridor (<Toaster />); the same id replaces the earlier one. */
export function showToast({ kind, text, id = `${kind}:${text}`, durationMs }: ToastInput): void {
  const toast: Toast = {
    key: nextKey++,
    id,
    kind,
    text,
    durationMs: kind === 'error' ? null : (durationMs ?? TOAST_DEFAULT_MS),
  };
  set(trim([...toasts.filter((other) => other.id !== id), toast]));
}

/** Removes the toast with this id, if it is there. */
export function dismissToast(id: string): void {
  if (toasts.some((toast) => toast.id === id)) set(toasts.filter((toast) => toast.id !== id));
}

/** Removes one shown toast (its close button or its time ran out); a newer one with the same id stays. */
export function removeToast(key: number): void {
  if (toasts.some((toast) => toast.key === key)) set(toasts.filter((toast) => toast.key !== key));
}

/** Removes every toast: the corridor's page has gone. */
export function clearToasts(): void {
  if (toasts.length > 0) set([]);
}

/** For useSyncExternalStore: listens to changes of the toasts. */
export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For useSyncExternalStore: the toasts now, oldest first (hidden waiting errors included). */
export function getToasts(): readonly Toast[] {
  return toasts;
}
